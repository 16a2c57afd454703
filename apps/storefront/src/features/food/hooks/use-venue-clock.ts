import { useEffect, useState } from 'react';

/** The venue's current instant from `venueNow`, read again every `everyMs` (opening state on screen stays current). */
export function useVenueClock(venueNow: () => Date, everyMs = 15_000): Date {
  const [now, setNow] = useState(venueNow);
  useEffect(() => {
    const id = setInterval(() => setNow(venueNow()), everyMs);
    return () => clearInterval(id);
  }, [venueNow, everyMs]);
  return now;
}
