import type { TourProduct } from '@gt/contract/catalogue';
import { formatMoney } from '@gt/domain/money';
import { displayPriceCents, unitPrice } from '@gt/domain/price-matrix';
import { useCallback } from 'react';
import { usePublicConfig } from './public-config';

/** Formats a product's unit price at the default cost rate as configured (ex/inc tax, currency). */
export function useDisplayPrice(): (product: TourProduct) => string {
  const c = usePublicConfig();
  return useCallback(
    (product: TourProduct) => {
      const price = unitPrice(product, c.DefaultCostRateID, c.DefaultCostRateID);
      return price ? formatMoney(displayPriceCents(price, c.ShowPricesAs), c.Currency) : '';
    },
    [c.DefaultCostRateID, c.ShowPricesAs, c.Currency],
  );
}
