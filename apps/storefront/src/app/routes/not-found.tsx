import Typography from '@mui/material/Typography';
import { messages } from '@gt/domain/messages';
import { usePageTitle } from '../../lib/use-page-title';

/** /not-found (spec 01 §2 "Other"). */
export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <Typography variant="h1" component="h1" sx={{ my: 6, textAlign: 'center' }}>
      {messages.pageNotFound}
    </Typography>
  );
}
