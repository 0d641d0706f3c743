import { THEME_COLORS } from '@cloud-exam/contract/constants';
import { describe, expect, it } from 'vitest';
import { contrast, textShade, themeFor } from './theme';

describe('colour contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#2980ff', '#ffffff')).toBeLessThan(4.5);
  });

  it('keeps the palette and writes text in a passing shade of it', () => {
    const theme = themeFor();
    expect(theme.token?.colorPrimary).toBe(THEME_COLORS.primary);
    for (const colour of [theme.token?.colorLink, theme.components?.Button?.colorPrimary, theme.token?.colorTextDescription])
      expect(contrast(colour!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens any skin colour just enough, and leaves a dark one alone', () => {
    for (const c of ['#fa8c16', '#13a8a8', '#eb2f96', '#ffba00']) expect(contrast(textShade(c), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(textShade('#722ed1')).toBe('#722ed1');
  });
});
