import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useRouteError } from 'react-router';
import { messages } from '@gt/domain/messages';

/** Last-resort error screen: the server's message when there is one, else the spec's generic text. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container sx={{ my: 6 }}>
      <Alert severity="error">{error instanceof Error && error.message ? error.message : messages.unexpectedError}</Alert>
    </Container>
  );
}
