/**
 * Manage my booking says where a card refund stands (DESIGN.md "Payments": a refund ends
 * succeeded or failed): a failed one is never shown as done.
 */
import type { Booking } from '@gt/contract/bookings';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundNotices } from './booking-summary';

const refund = (RefundStatus: Booking['BookingRefunds'][number]['RefundStatus']) => ({
  ReceiptNo: 1042,
  RefundAmount: 86.44,
  RefundType: 'Card' as const,
  RefundDescription: 'visa-************4242',
  RefundStatus,
});

describe('RefundNotices', () => {
  it('says a failed card refund was not returned, and a pending one is being processed', () => {
    render(<RefundNotices refunds={[refund('Failed'), refund('Pending')]} currency="USD" />);
    const [failed, pending] = screen.getAllByRole('alert');
    expect(failed).toHaveTextContent('The refund of $86.44 to visa-************4242 could not be completed and was not returned. Please contact us.');
    expect(pending).toHaveTextContent('The refund of $86.44 to visa-************4242 is being processed.');
  });

  it('says nothing about refunds done', () => {
    const { container } = render(<RefundNotices refunds={[refund('Refunded')]} currency="USD" />);
    expect(container).toBeEmptyDOMElement();
  });
});
