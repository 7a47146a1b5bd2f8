import { describe, expect, it } from 'vitest';
import { contrastRatio, parseThemeColor } from './theme';
import { fill } from './labels';

describe("theme colour 'colour;pray[;start;end]' (storefront.md §2.4)", () => {
  it('defaults to #0162fe', () => {
    expect(parseThemeColor('', '2025-01-01')).toMatchObject({ color: '#0162fe', grey: false });
    expect(parseThemeColor('not a colour', '2025-01-01').color).toBe('#0162fe');
  });

  it.each([
    ['#b3261e;pray', '2025-04-02', true],
    ['#b3261e;pray;2025-04-01;2025-04-03', '2025-04-02', true],
    ['#b3261e;pray;2025-04-01;2025-04-03', '2025-04-04', false],
    ['#b3261e;pray;2025-04-01', '2025-03-31', false],
    ['#b3261e', '2025-04-02', false],
  ])('%s on %s greys out: %s', (value, today, grey) => {
    expect(parseThemeColor(value, today)).toMatchObject({ color: '#b3261e', grey });
  });

  it('keeps text in the theme colour readable on white (≥ 4.5:1)', () => {
    for (const c of ['#0162fe', '#7a4b2a', '#0b6e4f', '#ffcc00', '#b3261e']) expect(contrastRatio(parseThemeColor(c, '').ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(parseThemeColor('#ffcc00', '').onColor).toBe('#111');
  });
});

describe('labels', () => {
  it('fills {{placeholders}} and leaves unknown ones', () => {
    expect(fill('{{count}} in cart, {{total}}', { count: 2 })).toBe('2 in cart, {{total}}');
  });
});
