/**
 * The MUI theme around a page (docs/performance.md#storefront-on-a-phone, first-load JS): a route module that draws with MUI
 * exports `PageTheme` (`export { PageTheme } from '../page-theme'`), and `lazyPage` draws its pages
 * inside it. The theme, MUI's styling engine and Emotion then load with those pages' code, not
 * with the app shell: /GT/products, the shell and the start-up overlay are plain CSS
 * (app/shell.css). Parts of the shell that draw with MUI (the notifier's snackbar, the discard
 * dialog) wrap themselves in it.
 */
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

export function PageTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
