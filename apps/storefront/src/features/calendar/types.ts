import type { BookingInfoDetail, BookingType, TourEvent } from '@gt/contract/catalogue';
import type { EventScope } from './api/get-tour-events';

/** What a calendar route shows: from the booking type (/calendar/{id}) or the display area (/calendar/Area/{id}). */
export interface CalendarSettings {
  title: string;
  scope: EventScope;
  ForceListView: boolean;
  DefaultHybridView: boolean;
  ListViewSearchDays: number;
  LargeImageURL: string | null;
  BookingInfoDetails: BookingInfoDetail[];
  /** Venue date-time of the next event, if any. */
  NextTourDate: string | null;
  bookingTypes: BookingType[];
}

/** Props shared by the three views. */
export interface ViewProps {
  settings: CalendarSettings;
  /** Venue date `YYYY-MM-DD` of today. */
  today: string;
  onSelectEvent(event: TourEvent): void;
}
