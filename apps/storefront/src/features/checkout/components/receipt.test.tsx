import type { TransactionResult } from '@gt/contract/transactions';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { Receipt } from './receipt';

/** Renders with the configuration (the codes' symbology comes from it). */
const render = (ui: ReactNode, config: Record<string, unknown> = {}) => renderWithData(ui, { config: testConfig(config) });
const code128 = { AdmissionCodeSymbology: 'code128' };

const result: TransactionResult = {
  ReceiptNo: 100001,
  TransactionDate: '2026-11-23T09:00:00-06:00',
  CustomerID: 1,
  Customer: { FirstName: 'Ada', LastName: 'Lovelace', CustomerAddress: [{ Email: 'ada@example.com' }] },
  Events: [
    {
      BookingID: 7,
      Barcode: 'EVENTBARCODE0000001',
      TourEventID: 43,
      BookingTypeID: 1,
      EventName: 'Timed Admission',
      EventStartDateTime: '2026-11-25T13:00:00-06:00',
      EventEndDateTime: '2026-11-25T14:00:00-06:00',
      WaiverRequired: false,
      WaiverURL: null,
    },
  ],
  Products: [
    {
      ProductLineNo: 1,
      ProductID: 1,
      TourEventID: 43,
      TourProductID: 1,
      TourProductName: 'Adult',
      Quantity: 1,
      CostRateID: 1,
      LinePriceExTax: 29.95,
      LinePriceTax: 2.47,
      LinePriceIncTax: 32.42,
      BookingID: 7,
      BookingStatus: 'Booked',
      Barcodes: ['TICKETBARCODE000001'],
      CouponCode: null,
      DiscountAmount: 0,
      DiscountExTax: 0,
    },
  ],
  Payments: [],
  GATickets: [],
  GiftCards: [],
  Donation: null,
  TransactionFee: null,
  TotalDiscount: 0,
  TotalDiscountExTax: 0,
  TotalExTax: 29.95,
  TotalTax: 2.47,
  TotalPaid: 32.42,
};

afterEach(() => vi.useRealTimers());

describe('Receipt', () => {
  it('offers each event booking’s Apple Wallet pass only when passes are on', () => {
    const { unmount } = render(<Receipt result={result} currency="USD" readableBarcodes={false} walletPasses onOk={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', '/api/v1/wallet/bookings/EVENTBARCODE0000001.pkpass');
    unmount();
    render(<Receipt result={result} currency="USD" readableBarcodes={false} onOk={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
  });

  it('shows a QR code per booking and ticket, its value under it only with ShowReadableBarcode (spec 01 §9)', () => {
    const { unmount } = render(<Receipt result={result} currency="USD" readableBarcodes onOk={() => undefined} />);
    const ticket = new URL(screen.getByRole('img', { name: 'Adult 1 QR code TICKETBARCODE000001' }).getAttribute('src') ?? '', 'http://x');
    expect([ticket.pathname, ticket.searchParams.get('code')]).toEqual(['/api/v1/QRCode/', 'TICKETBARCODE000001']);
    expect(screen.getByText('TICKETBARCODE000001')).toBeInTheDocument();
    unmount();
    render(<Receipt result={result} currency="USD" readableBarcodes={false} onOk={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Adult 1 QR code' })).toBeInTheDocument();
    expect(screen.queryByText('TICKETBARCODE000001')).not.toBeInTheDocument();
  });

  it('prints the barcode values under the bars only with ShowReadableBarcode, with Code 128 configured (spec 01 §9)', () => {
    const { unmount } = render(<Receipt result={result} currency="USD" readableBarcodes onOk={() => undefined} />, code128);
    const readable = screen.getAllByRole('img').map((i) => new URL(i.getAttribute('src') ?? '', 'http://x').searchParams.get('includeLable'));
    expect(readable).toEqual(['true', 'true']);
    expect(screen.getByRole('img', { name: 'Adult 1 barcode TICKETBARCODE000001' })).toBeInTheDocument();
    unmount();
    render(<Receipt result={result} currency="USD" readableBarcodes={false} onOk={() => undefined} />, code128);
    const hidden = screen.getAllByRole('img').map((i) => new URL(i.getAttribute('src') ?? '', 'http://x').searchParams.get('includeLable'));
    expect(hidden).toEqual(['false', 'false']);
    expect(screen.getByRole('img', { name: 'Adult 1 barcode' })).toBeInTheDocument();
  });

  it('leaves 2 seconds after OK (spec 02 §2.8)', () => {
    vi.useFakeTimers();
    const onOk = vi.fn();
    render(<Receipt result={result} currency="USD" readableBarcodes onOk={onOk} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
