/**
 * react-admin's default theme with darker primary and secondary colours: its own (the app bar's
 * title, the user menu, the Create button) fall below WCAG's 4.5:1 text contrast (axe, e2e).
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e8c' }, secondary: { main: '#163a63' } },
};
