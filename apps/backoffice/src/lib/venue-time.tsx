/**
 * Dates in the venue's time zone (docs/architecture.md#time-zones): the zone comes from the public
 * configuration (`GET /api/v1/config`, `VenueTimeZone`), read once per page load and remembered in
 * localStorage for a page loaded offline.
 */
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';

let zone: Promise<string> | undefined;
const ZONE_KEY = 'venue.timeZone';

function venueTimeZone(): Promise<string> {
  zone ??= fetch('/api/v1/config')
    .then((r) => r.json() as Promise<{ VenueTimeZone?: string }>)
    .then((c) => {
      const tz = c.VenueTimeZone ?? 'UTC';
      localStorage.setItem(ZONE_KEY, tz);
      return tz;
    })
    // Offline (the door scanner): the zone last read.
    .catch(() => localStorage.getItem(ZONE_KEY) ?? 'UTC');
  return zone;
}

/** "Nov 27, 2026, 3:05 PM" in `timeZone`, or '' for no instant. */
export function formatVenueTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The venue's zone once known (undefined while it loads). */
export function useVenueTimeZone(): string | undefined {
  const [tz, setTz] = useState<string>();
  useEffect(() => {
    let live = true;
    void venueTimeZone().then((z) => live && setTz(z));
    return () => {
      live = false;
    };
  }, []);
  return tz;
}

/** A react-admin field: the record's ISO instant `source` in the venue's time zone (`emptyText` without one). */
export function VenueDateField({ source, emptyText }: { source: string; label?: string; sortable?: boolean; emptyText?: string }) {
  const record = useRecordContext<Record<string, string | null>>();
  const tz = useVenueTimeZone();
  if (!record || !tz) return null;
  return <span>{formatVenueTime(record[source], tz) || emptyText}</span>;
}
