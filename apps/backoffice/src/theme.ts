/**
 * react-admin's default theme with darker primary and secondary colours: its own (the app bar's
 * title, the user menu, the Create button) fall below WCAG's 4.5:1 text contrast (axe, e2e).
 * On a phone a list's table scrolls sideways inside its card, never the whole page (a data table
 * may scroll in two dimensions: WCAG 1.4.10's exception); lists that read better as lines use
 * SimpleList there instead.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e8c' }, secondary: { main: '#163a63' } },
  components: {
    ...defaultTheme.components,
    // react-admin's layout is at least as wide as its content (min-width: fit-content); here the
    // screen's width bounds it, and a list's card scrolls.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  },
};
