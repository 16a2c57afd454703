/** Test helper for money buttons (components/settled.tsx): they take pointer presses once settled. */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** `button` once it takes pointer presses (no longer aria-disabled). */
export async function settled(button: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}
