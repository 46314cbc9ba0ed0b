import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** 'var(--mantine-color-teal-9)' or '#656c74' → the hex colour it names in the theme. */
function hexOf(value: string): string {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!shade) return value;
  const [, color = '', index = '0'] = shade;
  const hex = resolved.colors[color]?.[Number(index)];
  if (!hex) throw new Error(`No colour ${value}`);
  return hex;
}

const light: Record<string, string> = cssVariablesResolver(resolved).light;
const WHITE = '#ffffff';
const SURFACES = [
  WHITE,
  hexOf('var(--mantine-color-gray-0)'),
  hexOf('var(--mantine-color-gray-1)'),
  hexOf('var(--mantine-color-brand-0)'),
];

describe('the palette reaches WCAG AA (4.5:1) for text', () => {
  it('dimmed text and links on white and the light surfaces', () => {
    for (const surface of SURFACES) {
      expect(contrast(hexOf(light['--mantine-color-dimmed'] ?? ''), surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(hexOf(light['--mantine-color-anchor'] ?? ''), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("a field's error words on white", () => {
    expect(contrast(hexOf(light['--mantine-color-error'] ?? ''), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary button: the better of black and white text on the brand shade', () => {
    const fill = hexOf(`var(--mantine-color-brand-${String(resolved.primaryShade)})`);
    expect(Math.max(contrast(fill, '#000000'), contrast(fill, WHITE))).toBeGreaterThanOrEqual(4.5);
  });

  it('light and outline variants of the status colours (badges, alerts)', () => {
    const overridden = Object.keys(light).filter((name) => /-(light|outline)$/.test(name));
    expect(overridden.length).toBeGreaterThan(0);
    for (const name of overridden.filter((variable) => variable.endsWith('-outline'))) {
      const color = name.replace('--mantine-color-', '').replace('-outline', '');
      const text = hexOf(light[name] ?? '');
      const lightText = hexOf(light[`--mantine-color-${color}-light-color`] ?? '');
      const lightBg = hexOf(light[`--mantine-color-${color}-light`] ?? '');
      expect(contrast(text, WHITE), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightText, lightBg), `${color} light`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
