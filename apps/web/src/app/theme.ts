import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { amber, blueGrey, indigo, lightBlue, teal } from '@mui/material/colors';

/**
 * The colour schemes of the scheme panel (spec 1 and 3: "theme names"). `cambioon`, teal, is the product
 * default. Every `main` colour carries text of its contrast colour and is itself readable as text on the
 * scheme's backgrounds at WCAG AA (4.5:1), which is why the light schemes use the 700-900 shades.
 */
const schemeOptions = {
  cambioon: {
    palette: {
      mode: 'light',
      // Teal 700 rather than 500 as `main`: white text on it passes WCAG AA (5.3:1; 500 gives 3.7:1).
      primary: { light: teal[500], main: teal[700], dark: teal[900], contrastText: '#fff' },
      secondary: { main: blueGrey[700], contrastText: '#fff' },
      background: { default: '#f3f6f6', paper: '#fff' },
    },
  },
  cambioonDark: {
    palette: {
      mode: 'dark',
      primary: { light: teal[100], main: teal[300], dark: teal[500], contrastText: 'rgba(0, 0, 0, 0.87)' },
      secondary: { main: amber[300], contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#0e1a1b', paper: '#15262a' },
    },
  },
  indigo: {
    palette: {
      mode: 'light',
      primary: { light: indigo[400], main: indigo[700], dark: indigo[900], contrastText: '#fff' },
      secondary: { main: teal[800], contrastText: '#fff' },
      background: { default: '#f4f5fa', paper: '#fff' },
    },
  },
  ocean: {
    palette: {
      mode: 'light',
      primary: { light: lightBlue[600], main: lightBlue[900], dark: '#002f6c', contrastText: '#fff' },
      secondary: { main: '#ad1457', contrastText: '#fff' },
      background: { default: '#f2f6fa', paper: '#fff' },
    },
  },
  slate: {
    palette: {
      mode: 'dark',
      primary: { light: amber[100], main: amber[300], dark: amber[600], contrastText: 'rgba(0, 0, 0, 0.87)' },
      secondary: { main: lightBlue[200], contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#121417', paper: '#1c1f24' },
    },
  },
} satisfies Record<string, ThemeOptions>;

export type SchemeName = keyof typeof schemeOptions;
export const schemeNames = Object.keys(schemeOptions) as SchemeName[];
export const defaultSchemeName: SchemeName = 'cambioon';

export function isSchemeName(value: unknown): value is SchemeName {
  return typeof value === 'string' && Object.hasOwn(schemeOptions, value);
}

/** The colours a scheme card shows before its theme is built. */
export function schemeSwatch(name: SchemeName): { primary: string; background: string; paper: string } {
  const { palette } = schemeOptions[name];
  return {
    primary: palette.primary.main,
    background: palette.background.default,
    paper: palette.background.paper,
  };
}

/**
 * Status colours that carry white text at WCAG AA on filled alerts and toasts (MUI's light info #0288d1 gives
 * 3.9:1, warning #ed6c02 3.0:1); dark schemes keep MUI's light tones with dark text, but a lighter red.
 */
const statusColours = {
  light: {
    info: { main: '#0277bd', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
    success: { main: '#2e7d32', contrastText: '#fff' },
    error: { main: '#c62828', contrastText: '#fff' },
  },
  dark: {
    error: { main: '#ef9a9a', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
} satisfies Record<'light' | 'dark', ThemeOptions['palette']>;

const built = new Map<string, Theme>();

/** The MUI theme of a scheme in a writing direction, built once. */
export function getTheme(name: SchemeName, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const key = `${name}:${direction}`;
  let theme = built.get(key);
  if (!theme) {
    const options: ThemeOptions = schemeOptions[name];
    const mode = options.palette?.mode ?? 'light';
    theme = createTheme({
      ...options,
      palette: { ...statusColours[mode], ...options.palette },
      direction,
      shape: { borderRadius: 8 },
      components: {
        // A visible focus ring on everything the keyboard reaches, on top of MUI's own focus styles.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme: t }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
      },
    });
    built.set(key, theme);
  }
  return theme;
}
