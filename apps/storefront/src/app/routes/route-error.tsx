import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Component, type ReactNode } from 'react';
import { messages } from '@gt/domain/messages';

/** Last-resort error screen: the server's message when there is one, else the spec's generic text. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Container sx={{ my: 6 }}>
      <Alert severity="error">{error instanceof Error && error.message ? error.message : messages.unexpectedError}</Alert>
    </Container>
  );
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on; a navigation elsewhere clears it. */
  errorPath: string | null;
}

/**
 * Shows `RouteError` in place of the app when a page throws while rendering (or its code fails to
 * load), until the path changes. `pathname`: the router's current path.
 */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, errorPath: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error(messages.unexpectedError) };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.errorPath === null) return { errorPath: props.pathname };
    return state.errorPath === props.pathname ? null : { error: null, errorPath: null };
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
