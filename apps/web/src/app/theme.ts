import { createTheme, type Theme } from '@mui/material/styles';
import { teal } from '@mui/material/colors';

// Named themes: the settings panel (later issue) picks one by name; `cambioon` is the product default.
export const themes = {
  cambioon: createTheme({
    palette: {
      // Teal 700 rather than 500 as `main`: white text on it passes WCAG AA (5.3:1; 500 gives 3.7:1).
      primary: { light: teal[500], main: teal[700], dark: teal[900], contrastText: '#fff' },
    },
  }),
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;
export const defaultThemeName: ThemeName = 'cambioon';
