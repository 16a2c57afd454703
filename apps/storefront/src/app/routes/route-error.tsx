import { Component, type ReactNode } from 'react';
import { messages } from '@gt/domain/messages';
import { PlainAlert } from '../../components/plain-alert';

/**
 * Last-resort error screen: the server's message when there is one, else the spec's generic text.
 * Plain CSS (app/shell.css): it shows even when the code that failed to load was MUI's.
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <div className="gt-main gt-error-screen">
      <PlainAlert severity="error">{error instanceof Error && error.message ? error.message : messages.unexpectedError}</PlainAlert>
    </div>
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
