/**
 * GET /api/v1/Products?ProductType=gaticket&DisplayArea&GACouponCode → GaTicket[] and
 * GET /api/v1/Products?ProductType=giftcard&displayarea → GiftCardProduct[] (spec 02 §7): the GA
 * tickets and gift cards on sale today in display areas shown online (all areas when none is
 * named), with the server's clock at the answer (its `Date` header) so that the pages judge
 * "today" by the venue's clock, not the browser's. Shared by their pages and the checkout rows.
 */
import type { GaTicket, GiftCardProduct } from '@gt/contract/products';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../lib/api-client';

export interface Listed<T> {
  products: T[];
  /** The server's time of the answer (epoch ms), the browser's when it sent none. */
  serverNow: number;
}

async function listed<T>(url: string, what: string, signal: AbortSignal): Promise<Listed<T>> {
  let serverNow = Date.now();
  const products = await apiRequest<T[]>(url, {
    what,
    signal,
    onResponse: (res) => {
      const at = Date.parse(res.headers.get('date') ?? '');
      if (!Number.isNaN(at)) serverNow = at;
    },
  });
  return { products, serverNow };
}

/** GA tickets of an area (all areas: undefined); `couponCode` marks the tickets it discounts (CouponCodeApplied). */
export const gaTicketsQuery = (displayArea?: number, couponCode?: string) =>
  queryOptions({
    queryKey: ['Products', 'gaticket', displayArea ?? null, couponCode?.toUpperCase() ?? null] as const,
    queryFn: ({ signal }) => listed<GaTicket>(apiUrl('Products', { ProductType: 'gaticket', DisplayArea: displayArea, GACouponCode: couponCode }), 'load GA tickets', signal),
    // A coupon lookup spends the client's lookup budget: not retried.
    retry: couponCode ? false : undefined,
  });

/** Gift cards for sale in an area (all areas: undefined). */
export const giftCardProductsQuery = (displayArea?: number) =>
  queryOptions({
    queryKey: ['Products', 'giftcard', displayArea ?? null] as const,
    queryFn: ({ signal }) => listed<GiftCardProduct>(apiUrl('Products', { ProductType: 'giftcard', displayarea: displayArea }), 'load gift cards', signal),
  });
