/** Print CSS for report pages: only the page's content is printed (no app bar, menu or buttons), tables fit the paper. */
import GlobalStyles from '@mui/material/GlobalStyles';

export const NO_PRINT = 'no-print';

export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [`header, .MuiDrawer-root, .RaSidebar-fixed, .${NO_PRINT}`]: { display: 'none !important' },
          '.RaLayout-content, .RaLayout-contentWithSidebar, main': { padding: '0 !important', margin: '0 !important' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
          '.MuiCard-root': { breakInside: 'avoid-page' },
          'table td, table th': { padding: '2px 6px !important', fontSize: '10pt' },
        },
      }}
    />
  );
}
