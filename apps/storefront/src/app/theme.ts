import { createTheme } from '@mui/material/styles';

/** Colours meet WCAG 2.2 AA contrast on white (primary #0b5cad: 6.3:1). */
export const theme = createTheme({
  palette: { primary: { main: '#0b5cad' }, secondary: { main: '#00695c' }, background: { default: '#f5f7fa' } },
  shape: { borderRadius: 8 },
  typography: { h1: { fontSize: '2rem', fontWeight: 600 }, h2: { fontSize: '1.4rem', fontWeight: 600 }, h3: { fontSize: '1.15rem', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.75)' } } },
  },
});
