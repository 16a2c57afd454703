/** Texts of the back office's event cancellation, manifests and sales; ours, in one place. */
export const eventOpsMessages = {
  eventNotFound: 'No event with this id.',
  notCancelled: 'This event has not been cancelled.',
  alreadyCancelled: 'The booking was already cancelled.',
  bookingMoved: 'The booking moved to another event before the cancellation reached it.',
  dateRange: 'The end date must be on or after the start date, at most 366 days later.',
} as const;
