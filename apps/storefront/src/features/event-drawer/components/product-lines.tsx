import type { TourEvent, TourProduct } from '@gt/contract/catalogue';
import { unitPrice, type UnitPrice } from '@gt/domain/price-matrix';
import { stepperBounds } from '@gt/domain/quantity';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { usePublicConfig } from '../../../lib/public-config';
import { useDisplayPrice } from '../../../lib/use-display-price';

export interface PricedLine {
  product: TourProduct;
  price: UnitPrice;
  quantity: number;
}

/**
 * The event's online products priced at the default cost rate, with the chosen quantities; the
 * capacity-affecting ones cut, in order, to the `seatsLeft` the visitor can add (fewer seats
 * after the event was refreshed, e.g. when someone else took them first).
 */
export function usePricedLines(event: TourEvent, quantities: Record<number, number>, seatsLeft: number): PricedLine[] {
  const { DefaultCostRateID } = usePublicConfig();
  const lines: PricedLine[] = [];
  let seats = seatsLeft;
  for (const product of event.TourProducts.filter((p) => p.AvailableOnline)) {
    const price = unitPrice(product, DefaultCostRateID, DefaultCostRateID);
    if (!price) continue;
    const chosen = quantities[product.TourProductID] ?? 0;
    const quantity = product.AffectsCapacity ? Math.min(chosen, seats) : chosen;
    if (product.AffectsCapacity) seats -= quantity;
    lines.push({ product, price, quantity });
  }
  return lines;
}

/**
 * One row per product: name, information, unit price and a stepper bounded by spec 01 §5, the
 * capacity-affecting ones by the `seatsLeft` the visitor can add.
 */
export function ProductLines(props: { seatsLeft: number; lines: PricedLine[]; onChange(productId: number, quantity: number): void }) {
  const display = useDisplayPrice();
  const capacityQty = props.lines.filter((l) => l.product.AffectsCapacity).reduce((n, l) => n + l.quantity, 0);
  return (
    <Box component="ul" aria-label="Tickets" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {props.lines.map(({ product, quantity }) => {
        const bounds = stepperBounds(product, {
          inCart: false,
          seatsAvailable: props.seatsLeft,
          otherCapacityQuantity: product.AffectsCapacity ? capacityQty - quantity : capacityQty,
        });
        return (
          <Box component="li" key={product.TourProductID} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{product.TourProductName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {product.Information}
              </Typography>
              <Typography variant="body2">{display(product)}</Typography>
            </Box>
            <QuantityStepper label={product.TourProductName} value={quantity} min={bounds.min} max={bounds.max} onChange={(q) => props.onChange(product.TourProductID, q)} />
          </Box>
        );
      })}
    </Box>
  );
}
