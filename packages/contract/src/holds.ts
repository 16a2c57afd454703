/**
 * Seat holds (spec 01 §7 `POST TourHolds`; §4 "Events"; docs/architecture.md#capacity-and-holds).
 * One hold reference covers a visitor's cart across events; each event's lines have their own
 * expiry. Quantities are whole tickets; times are UTC ISO instants except EventStartDateTime (venue
 * offset).
 */
import { z } from 'zod';
import { FreeText, Id, VenueDateTime } from './wire';

/** Hold reference issued by the server (≥ 128 random bits, base64url). */
export const TourHoldRef = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a hold reference issued by the server');

/** A booking user-defined field value (spec 01 §3 "User-defined fields"); Bit values are `true`/`false`. */
export const UdfValue = z.object({ UDFID: Id, Value: FreeText(2000, { multiline: true }) });
export type UdfValue = z.infer<typeof UdfValue>;

/**
 * `add`: add the quantities to what the hold has for the event (adding an event already in the
 * cart merges quantities); `set`: replace the listed products' quantities (0 removes a product;
 * re-posting the current quantities refreshes a hold); `remove`: drop the listed products, or
 * the whole event when TourProducts is empty; `reset`: release the whole hold (→ 204).
 */
export const TourHoldAction = z.enum(['add', 'set', 'remove', 'reset']);
export type TourHoldAction = z.infer<typeof TourHoldAction>;

export const TourHoldLineInput = z.object({
  TourProductID: Id,
  Quantity: z.number().int().min(0).max(999),
});

export const TourHoldRequest = z
  .object({
    /** Omit on the first add; afterwards send the reference of the last response. */
    TourHoldRef: TourHoldRef.optional(),
    Action: TourHoldAction.default('add'),
    /** Required except for `reset`. */
    TourEventID: Id.optional(),
    TourProducts: z.array(TourHoldLineInput).max(50).default([]),
    /** Booking UDF values for the event; replace the stored ones when given. */
    BookingUDFs: z.array(UdfValue).max(100).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.Action !== 'reset' && b.TourEventID === undefined)
      ctx.addIssue({ code: 'custom', path: ['TourEventID'], message: 'is required' });
    if (b.Action === 'reset' && !b.TourHoldRef) ctx.addIssue({ code: 'custom', path: ['TourHoldRef'], message: 'is required to reset' });
    if (b.Action === 'add' && !b.TourProducts.some((p) => p.Quantity > 0))
      ctx.addIssue({ code: 'custom', path: ['TourProducts'], message: 'must hold at least one product with a quantity above 0' });
    const ids = b.TourProducts.map((p) => p.TourProductID);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['TourProducts'], message: 'must list each product once' });
  });
export type TourHoldRequest = z.input<typeof TourHoldRequest>;

export const HeldProduct = z.object({
  TourProductID: z.number().int(),
  TourProductName: z.string(),
  Quantity: z.number().int(),
  AffectsCapacity: z.boolean(),
});

export const HeldEvent = z.object({
  TourEventID: z.number().int(),
  EventName: z.string(),
  EventStartDateTime: VenueDateTime,
  /** Seats this visitor can hold in total: capacity − sold − other visitors' live holds. */
  SeatsAvailable: z.number().int(),
  /** When this event's lines stop counting (UTC ISO). */
  ExpiresAt: z.string(),
  /** Whole seconds until ExpiresAt (0 when lapsed). */
  SecondsLeft: z.number().int(),
  TourProducts: z.array(HeldProduct),
  BookingUDFs: z.array(UdfValue),
});
export type HeldEvent = z.infer<typeof HeldEvent>;

export const TourHoldResponse = z.object({
  TourHoldRef: TourHoldRef,
  /** Earliest expiry among the held events (UTC ISO), null when nothing is held. */
  ExpiresAt: z.string().nullable(),
  SecondsLeft: z.number().int(),
  Events: z.array(HeldEvent),
});
export type TourHoldResponse = z.infer<typeof TourHoldResponse>;

export const TourHoldRefParams = z.object({ TourHoldRef });
