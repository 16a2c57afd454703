/**
 * GET /api/v1/Products?ProductType=donation|transactionfee&ProductID (spec 01 §7): the donation
 * product (its Other range) and the transaction fee product (percentage and flat part), as the
 * domain needs them (cents). Null when the configuration names none.
 */
import type { Product } from '@gt/contract/products';
import type { DonationProduct } from '@gt/domain/donation';
import type { FeeTerms } from '@gt/domain/fee';
import { toCents } from '@gt/domain/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const productKey = (type: 'donation' | 'transactionfee', id: number | null) => ['Products', type, id] as const;

/** The query of product `id` of `type` (disabled without an id). */
export function productQuery(type: 'donation' | 'transactionfee', id: number | null) {
  return queryOptions({
    queryKey: productKey(type, id),
    queryFn: async ({ signal }) => {
      const [p] = await apiRequest<Product[]>(apiUrl('Products', { ProductType: type, ProductID: id ?? undefined }), { what: type === 'donation' ? 'load donations' : 'load transaction fee', signal });
      return p ?? null;
    },
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export interface DonationProductInfo extends DonationProduct {
  productId: number;
  name: string;
}

/** The configured donation product (DonationProductID), null when none. */
export function useDonationProduct(id: number | null): { product: DonationProductInfo | null; error: Error | null } {
  const q = useQuery(productQuery('donation', id));
  const p = q.data;
  return {
    product: p ? { productId: p.ProductID, name: p.ProductName, priceCents: toCents(p.Price), maxPriceCents: p.MaxPrice === null ? null : toCents(p.MaxPrice) } : null,
    error: q.error,
  };
}

export interface FeeProductInfo extends FeeTerms {
  productId: number;
  name: string;
}

/** The transaction fee product when ApplyTransactionFee is on, else null; `loading` until known. */
export function useFeeProduct(apply: boolean, id: number | null): { fee: FeeProductInfo | null; loading: boolean; error: Error | null } {
  const q = useQuery(productQuery('transactionfee', apply ? id : null));
  const p = apply ? q.data : null;
  return {
    fee: p ? { productId: p.ProductID, name: p.ProductName, percentage: p.Percentage ?? 0, flatCents: toCents(p.Price) } : null,
    loading: apply && id !== null && q.isLoading,
    error: q.error,
  };
}
