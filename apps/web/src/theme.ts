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
  },
});

/** Links need a darker amber than buttons to stay readable on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-anchor': 'var(--mantine-color-brand-8)' },
  dark: { '--mantine-color-anchor': 'var(--mantine-color-brand-4)' },
});
