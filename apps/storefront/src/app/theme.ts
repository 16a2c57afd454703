import { createTheme } from '@mui/material/styles';

/** Primary blue: 6.3:1 on white, 5.9:1 on the page background. */
const PRIMARY = '#0b5cad';

/**
 * The keyboard focus ring of every control (WCAG 2.4.7 and 1.4.11): a 3 px outline in
 * the primary blue (≥ 3:1 against white and the page background) with a white gap, so it also
 * shows around a blue contained button. MUI controls show only a faint ripple otherwise. Links and
 * other natively focusable elements get it from app/shell.css, with the page base (MUI's
 * CssBaseline, the scroll padding under the sticky header, reduced motion).
 */
const focusRing = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 } as const;

/**
 * Colours meet WCAG 2.2 AA contrast on white (primary #0b5cad: 6.3:1); info and warning are
 * darker than MUI's defaults so that a filled snackbar's white text reaches 4.5:1 (info #01579b:
 * 7.8:1, warning #a84d00: 5.6:1; MUI's #0288d1 and #ed6c02 give 3.9:1 and 3.1:1).
 */
export const theme = createTheme({
  palette: { primary: { main: PRIMARY }, secondary: { main: '#00695c' }, info: { main: '#01579b' }, warning: { main: '#a84d00' }, background: { default: '#f5f7fa' } },
  shape: { borderRadius: 8 },
  typography: { h1: { fontSize: '2rem', fontWeight: 600 }, h2: { fontSize: '1.4rem', fontWeight: 600 }, h3: { fontSize: '1.15rem', fontWeight: 600 } },
  components: {
    // Buttons, icon buttons, checkboxes, radios, switches, steppers, menu items, tabs: MUI marks keyboard focus with .Mui-focusVisible.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.75)' } } },
  },
});
