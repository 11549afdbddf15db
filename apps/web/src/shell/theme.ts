import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { amber, blueGrey, indigo, lightBlue, teal } from '@mui/material/colors';

/**
 * The colour schemes of the scheme panel (spec 1 and 3: "theme names"). `cambioon`, teal, is the product
 * default. Every `main` colour carries text of its contrast colour and is itself readable as text on the
 * scheme's backgrounds at WCAG AA (4.5:1), which is why the light schemes use the 700-900 shades.
 */
/** Text on a scheme's own colours: white on a light scheme's dark shades, near-black on a dark one's light. */
const CONTRAST_TEXT = { light: '#fff', dark: 'rgba(0, 0, 0, 0.87)' } as const;

/**
 * A scheme's palette: its mode, its primary's light, main and dark shades, its secondary, and the page's and
 * the paper's backgrounds.
 */
function scheme(
  mode: 'light' | 'dark',
  [light, main, dark]: readonly [string, string, string],
  secondary: string,
  [backgroundDefault, paper]: readonly [string, string],
) {
  const contrastText = CONTRAST_TEXT[mode];
  return {
    palette: {
      mode,
      primary: { light, main, dark, contrastText },
      secondary: { main: secondary, contrastText },
      background: { default: backgroundDefault, paper },
    },
  } satisfies ThemeOptions;
}

const schemeOptions = {
  // Teal 700 rather than 500 as `main`: white text on it passes WCAG AA (5.3:1; 500 gives 3.7:1).
  cambioon: scheme('light', [teal[500], teal[700], teal[900]], blueGrey[700], ['#f3f6f6', '#fff']),
  cambioonDark: scheme('dark', [teal[100], teal[300], teal[500]], amber[300], ['#0e1a1b', '#15262a']),
  indigo: scheme('light', [indigo[400], indigo[700], indigo[900]], teal[800], ['#f4f5fa', '#fff']),
  ocean: scheme('light', [lightBlue[600], lightBlue[900], '#002f6c'], '#ad1457', ['#f2f6fa', '#fff']),
  slate: scheme('dark', [amber[100], amber[300], amber[600]], lightBlue[200], ['#121417', '#1c1f24']),
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
      // The shipped Roboto (./fonts.css) first: a machine's own Roboto or Arial only while it loads.
      typography: { fontFamily: '"Roboto Variable", "Roboto", "Helvetica", "Arial", sans-serif' },
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
