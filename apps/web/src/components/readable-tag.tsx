import { Tag, type TagProps, theme } from 'antd';

/**
 * antd's Tag with its colour as the tint and the page's own text colour: the preset and status tags' light text is
 * below WCAG's contrast on their tints (axe: color-contrast). What the colour says, the text and the icon say too.
 */
export function ReadableTag({ style, ...props }: TagProps) {
  const { token } = theme.useToken();
  return <Tag {...props} style={{ color: token.colorText, ...style }} />;
}
