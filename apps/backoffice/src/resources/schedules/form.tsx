/**
 * The fields of a schedule (create and edit) and its preview panel: the events the schedule will
 * make, listed by the server (`POST /schedules/preview`) in venue time before anything is saved.
 */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CheckboxGroupInput,
  Datagrid,
  DateInput,
  FunctionField,
  ListContextProvider,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  minValue,
  regex,
  useGetOne,
  useList,
  useRecordContext,
} from 'react-admin';
import type { AdminBookingType } from '@gt/contract/admin/catalogue';
import type { Preview } from '@gt/contract/admin/schedules';
import { apiFetch } from '../../api/client';
import { formatVenueTime, useVenueTimeZone } from '../../lib/venue-time';
import { useBookingTypeChoices } from './booking-types';

export const WEEKDAY_CHOICES = [
  { id: 'MO', name: 'Monday' },
  { id: 'TU', name: 'Tuesday' },
  { id: 'WE', name: 'Wednesday' },
  { id: 'TH', name: 'Thursday' },
  { id: 'FR', name: 'Friday' },
  { id: 'SA', name: 'Saturday' },
  { id: 'SU', name: 'Sunday' },
];

/** A list of values typed as "10:00, 14:00" (or dates "2026-12-25, 2027-01-01"). */
const listFormat = (v: string[] | undefined) => (v ?? []).join(', ');
const listParse = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The schedule's inputs; a weekly schedule by days of week, another rule (made through the API) as its RRULE text. */
export function ScheduleFields() {
  const bookingTypes = useBookingTypeChoices();
  const record = useRecordContext<{ daysOfWeek: string[] | null }>();
  const weekly = !record || record.daysOfWeek !== null;
  return (
    <>
      <SelectInput source="bookingTypeId" label="Booking type" choices={bookingTypes} validate={required()} />
      <TextInput source="eventName" label="Event name" helperText="Empty: the booking type's name" />
      {weekly ? (
        <CheckboxGroupInput source="daysOfWeek" label="Days of week" choices={WEEKDAY_CHOICES} validate={required()} />
      ) : (
        <TextInput source="rrule" label="Recurrence rule (RFC 5545 RRULE)" validate={required()} fullWidth />
      )}
      <TextInput
        source="startTimes"
        label="Start times"
        helperText="Venue time, HH:mm, separated by commas (e.g. 10:00, 14:00)"
        format={listFormat}
        parse={listParse}
        validate={required()}
      />
      <NumberInput source="durationMinutes" label="Duration (minutes)" validate={[required(), minValue(1)]} />
      <NumberInput source="capacity" validate={[required(), minValue(0)]} />
      <DateInput source="validFrom" label="From" validate={required()} />
      <DateInput source="validUntil" label="Until" helperText="Empty: open-ended, extended as days pass" />
      <TextInput source="exceptionDates" label="Exception dates" helperText="Dates without events, YYYY-MM-DD, separated by commas" format={listFormat} parse={listParse} />
      <TextInput
        source="displayColor"
        label="Calendar colour"
        helperText="#rrggbb, e.g. #1565c0; empty: the storefront's default"
        parse={(v: string) => v.trim() || null}
        validate={regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')}
      />
      <NumberInput source="tourDisplayDays" label="Shown days ahead" helperText="The events are shown online this many days ahead; 0: always" validate={minValue(0)} />
      <BookingInfoInput />
    </>
  );
}

/** The booking info group the events show (their text and image), one of the chosen booking type's groups. */
function BookingInfoInput() {
  const bookingTypeId = useWatch({ name: 'bookingTypeId' }) as number | undefined;
  const { data } = useGetOne<AdminBookingType>('booking-types', { id: bookingTypeId as number }, { enabled: bookingTypeId !== undefined });
  const groups = (data?.bookingInfoDetails ?? []).map((g) => ({ id: g.bookingInfo, name: g.bookingInfo }));
  if (!groups.length) return null;
  return <SelectInput source="bookingInfo" label="Booking info group" choices={groups} emptyText="None" helperText="Its text and image show with each event" />;
}

type FormValues = {
  bookingTypeId?: number;
  eventName?: string;
  daysOfWeek?: string[] | null;
  rrule?: string;
  startTimes?: string[];
  durationMinutes?: number;
  capacity?: number;
  validFrom?: string;
  validUntil?: string | null;
  exceptionDates?: string[];
  displayColor?: string | null;
  tourDisplayDays?: number;
  bookingInfo?: string | null;
};

/** The body of a create/preview call from the form's values: days of week when given, else the RRULE. */
export function scheduleBody(v: FormValues): Record<string, unknown> {
  const weekly = Array.isArray(v.daysOfWeek) && v.daysOfWeek.length > 0;
  return {
    bookingTypeId: v.bookingTypeId,
    eventName: v.eventName ?? '',
    ...(weekly ? { daysOfWeek: v.daysOfWeek } : { rrule: v.rrule }),
    startTimes: v.startTimes ?? [],
    durationMinutes: v.durationMinutes,
    capacity: v.capacity,
    validFrom: v.validFrom,
    validUntil: v.validUntil || null,
    exceptionDates: v.exceptionDates ?? [],
    displayColor: v.displayColor || null,
    tourDisplayDays: v.tourDisplayDays ?? 0,
    bookingInfo: v.bookingInfo || null,
  };
}

/** The preview panel: asks the server which events the form's schedule makes, lists the first of them. */
export function SchedulePreview() {
  const values = useWatch() as FormValues;
  const tz = useVenueTimeZone();
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const list = useList({ data: (preview?.data ?? []).map((e, i) => ({ id: i, ...e })), perPage: 1000 });
  const show = async () => {
    setError(undefined);
    try {
      setPreview(await apiFetch<Preview>('/schedules/preview', { method: 'POST', body: scheduleBody(values) }));
    } catch (err) {
      setPreview(undefined);
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Box component="section" aria-label="Preview" sx={{ mt: 2, width: '100%' }}>
      <Button variant="outlined" onClick={() => void show()}>
        Preview events
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {preview && (
        <>
          <Typography sx={{ mt: 1 }}>
            {preview.total} events in the coming days{preview.total > preview.data.length ? ` (the first ${preview.data.length} listed)` : ''}
          </Typography>
          <ListContextProvider value={list}>
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Preview events">
              <FunctionField label="Starts" render={(e: { startsAt: string }) => (tz ? formatVenueTime(e.startsAt, tz) : '')} />
              <FunctionField label="Ends" render={(e: { endsAt: string }) => (tz ? formatVenueTime(e.endsAt, tz) : '')} />
            </Datagrid>
          </ListContextProvider>
        </>
      )}
    </Box>
  );
}
