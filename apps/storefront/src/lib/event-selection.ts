import type { TourEvent } from '@gt/contract/catalogue';

/** What the event drawer hands to the cart: the event, quantities and UDF values by id. */
export interface EventSelection {
  event: TourEvent;
  quantities: Record<number, number>;
  udfs: Record<number, string>;
}
