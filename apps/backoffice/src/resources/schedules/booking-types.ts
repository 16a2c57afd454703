/**
 * Booking types to choose from, read from the public catalogue API (every display area's booking
 * types, once per page load) until the back office has its own booking type resource.
 */
import { useEffect, useState } from 'react';

export interface BookingTypeChoice {
  id: number;
  name: string;
}

let loaded: Promise<BookingTypeChoice[]> | undefined;

async function load(): Promise<BookingTypeChoice[]> {
  const areas = (await (await fetch('/api/v1/DisplayAreas')).json()) as { DisplayAreaNo: number }[];
  const lists = await Promise.all(
    areas.map(async (a) => (await (await fetch(`/api/v1/BookingTypes?DisplayArea=${a.DisplayAreaNo}`)).json()) as { BookingTypeID: number; BookingTypeName: string }[]),
  );
  const byId = new Map<number, BookingTypeChoice>();
  for (const t of lists.flat()) byId.set(t.BookingTypeID, { id: t.BookingTypeID, name: t.BookingTypeName });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The booking types as SelectInput choices (empty while loading or when the catalogue cannot be read). */
export function useBookingTypeChoices(): BookingTypeChoice[] {
  const [choices, setChoices] = useState<BookingTypeChoice[]>([]);
  useEffect(() => {
    let live = true;
    loaded ??= load().catch(() => {
      loaded = undefined;
      return [];
    });
    void loaded.then((c) => live && setChoices(c));
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
