import { THEME_COLORS } from '@cloud-exam/contract/constants';
import type { ThemeConfig } from 'antd';

/**
 * Colour contrast (WCAG 2.1 AA: 4.5:1 for text). The spec's palette stays the theme's colours: icons, borders,
 * focus rings, selected backgrounds and the avatar are #2980FF. Text in that colour and white text on it read at
 * 3.7:1, so text, links and the filled buttons use a darker shade of the same hue that passes — worked out from
 * whatever primary the skin chooses.
 */

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const rgbOf = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const luminance = (hex: string) => {
  const [r, g, b] = rgbOf(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The colour itself when it reads at `ratio` against `background`, otherwise the lightest darker shade of it that
 * does (mixed towards black in small steps, so the hue stays).
 */
export function textShade(colour: string, ratio = 4.5, background = '#ffffff') {
  const rgb = rgbOf(colour);
  for (let k = 0; k <= 1; k += 0.01) {
    const shade = hexOf(rgb.map((c) => c * (1 - k)));
    if (contrast(shade, background) >= ratio) return shade;
  }
  return '#000000';
}

/** Grey text that passes on white and on the light grey of table headers and hovered rows (#fafafa). */
const SECONDARY_TEXT = '#5d5d5d'; // the spec's "info" colour, 6.5:1
const DESCRIPTION_TEXT = '#666666'; // 5.7:1
const PLACEHOLDER_TEXT = '#6b6b6b'; // 5.3:1, and 4.9:1 on a disabled field's grey

/** antd's theme for a primary colour: the palette as it is, text in passing shades. */
export function themeFor(skin: { primary?: string; success?: string; warning?: string; danger?: string } = {}): ThemeConfig {
  const primary = skin.primary ?? THEME_COLORS.primary;
  // On the primary's light tint (selected menu items, tags) as on white.
  const text = textShade(primary, 4.8);
  const strong = textShade(primary, 6);
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorSuccess: skin.success ?? THEME_COLORS.success,
      colorWarning: skin.warning ?? THEME_COLORS.warning,
      colorError: skin.danger ?? THEME_COLORS.danger,
      colorTextSecondary: SECONDARY_TEXT,
      colorTextDescription: DESCRIPTION_TEXT,
      colorTextTertiary: DESCRIPTION_TEXT,
      colorTextPlaceholder: PLACEHOLDER_TEXT,
      colorLink: text,
      colorLinkHover: primary === text ? undefined : textShade(primary, 4.5),
      colorLinkActive: strong,
      colorPrimaryText: text,
      colorPrimaryTextHover: text,
      colorPrimaryTextActive: strong,
      colorInfoText: text,
      colorErrorText: textShade(skin.danger ?? THEME_COLORS.danger, 4.8),
      colorSuccessText: textShade(skin.success ?? THEME_COLORS.success, 4.8),
      colorWarningText: textShade(skin.warning ?? THEME_COLORS.warning, 4.8),
    },
    components: {
      // White text on the filled button: the shade, lighter on hover, darker when pressed.
      Button: {
        colorPrimary: text,
        colorPrimaryHover: textShade(primary, 4.5),
        colorPrimaryActive: strong,
        colorLink: text,
        colorError: textShade(skin.danger ?? THEME_COLORS.danger, 4.8),
        colorErrorHover: textShade(skin.danger ?? THEME_COLORS.danger, 4.5),
        colorErrorActive: textShade(skin.danger ?? THEME_COLORS.danger, 6),
      },
      Menu: { itemSelectedColor: text, subMenuItemSelectedColor: text },
      Tabs: { itemSelectedColor: text, itemHoverColor: text, itemActiveColor: strong },
      Pagination: { itemActiveColor: text },
      // Status tags write their text in the status colour itself.
      Tag: {
        colorInfo: text,
        colorSuccess: textShade(skin.success ?? THEME_COLORS.success, 4.8),
        colorError: textShade(skin.danger ?? THEME_COLORS.danger, 4.8),
        colorWarning: textShade(skin.warning ?? THEME_COLORS.warning, 4.8),
      },
      Select: { colorTextDisabled: PLACEHOLDER_TEXT },
    },
  };
}
