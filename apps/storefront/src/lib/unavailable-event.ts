/** The error a visitor sees for an event they cannot book (spec 01 §2 "Calendar view", §8). */
import type { TourEvent } from '@gt/contract/catalogue';
import type { PublicConfig } from '@gt/contract/config';
import { bookingRefusal } from '@gt/domain/event-bookability';

/** Configured UnavailableEvent plus the reason, or the configured NotBookable text; null when bookable. */
export function unavailableEventMessage(event: TourEvent, config: Pick<PublicConfig, 'DefaultCostRateID' | 'Messages'>, bookingTypeOffered: boolean): string | null {
  const refusal = bookingRefusal(event, { defaultCostRateId: config.DefaultCostRateID, bookingTypeOffered });
  if (refusal === null) return null;
  return refusal === 'not-bookable' ? config.Messages.NotBookable : `${config.Messages.UnavailableEvent} ${refusal.reason}`;
}
