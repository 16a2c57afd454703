import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@gt/domain/messages';
import { RouteErrorBoundary } from './route-error';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('the error screen of a failing page', () => {
  it("shows the page's error until the visitor goes to another page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary pathname="/checkout">
        <Broken message="The server could not be reached." />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    rerender(
      <RouteErrorBoundary pathname="/products">
        <h1>Products</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says the generic text for an error without a message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary pathname="/products">
        <Broken message="" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.unexpectedError);
    vi.restoreAllMocks();
  });
});
