import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { MAX_PAGE_WIDTH } from '@porchlight/core/ui/ui.constants';

/** Warm porch-light amber, lightest to darkest. */
const brand: MantineColorsTuple = [
  '#fff8eb',
  '#fdefd3',
  '#fbdca2',
  '#f8c76c',
  '#f6b43f',
  '#f4a823',
  '#e0930f',
  '#c27c07',
  '#a06405',
  '#7c4d05',
];

/** Warm-tinted greys for text and surfaces. */
const dark: MantineColorsTuple = [
  '#c9c6c1',
  '#b3afa8',
  '#8f8a82',
  '#5f5a53',
  '#3f3b36',
  '#2f2c28',
  '#26231f',
  '#1d1b18',
  '#161412',
  '#0f0e0c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  // Amber buttons with dark text (autoContrast): warm and above 4.5:1 contrast.
  primaryShade: 5,
  colors: { brand, dark },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  // Plain objects, not Button.extend(): importing the components here would ship them to every page.
  components: {
    Container: { defaultProps: { size: MAX_PAGE_WIDTH } },
    Button: { defaultProps: { radius: 'md' } },
    // Mantine's close button is an icon with no name (axe button-name): "Close dialog", apart from a dialog's own Close button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/**
 * Status colours of badges and alerts, with the text colour their light and outline variants use: shade
 * 9, and for green (whose shade 9 gives 4.4:1 on white) a step darker.
 */
const STATUS_TEXT = {
  teal: 'var(--mantine-color-teal-9)',
  red: 'var(--mantine-color-red-9)',
  green: '#247a37',
  cyan: 'var(--mantine-color-cyan-9)',
} as const;

/**
 * WCAG AA (4.5:1) where Mantine's defaults fall short on white: links a darker amber than buttons; dimmed
 * text a darker grey than gray.6 (3.3:1); error words and borders in red.9 (Mantine's #fa5252 is 3.3:1); light and outline variants of the status colours in dark text
 * on shade 0 or white (teal 4.7:1 and 5.0:1, where the defaults gave 4.3:1 and 2.1:1). theme.test.ts
 * checks every pair.
 */
const accessibleLightVariables = {
  '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  '--mantine-color-dimmed': '#656c74',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  ...Object.fromEntries(
    Object.entries(STATUS_TEXT).flatMap(([color, text]) => [
      [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
      [`--mantine-color-${color}-light-color`, text],
      [`--mantine-color-${color}-outline`, text],
    ]),
  ),
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: accessibleLightVariables,
  dark: { '--mantine-color-anchor': 'var(--mantine-color-brand-4)' },
});
