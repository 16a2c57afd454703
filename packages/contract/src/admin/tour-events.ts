/**
 * Tour events in the admin API (`/api/admin/v1/tour-events`): seats sold, held
 * (live holds) and left as the storefront computes them; capacity and closing to online sales.
 * Times are venue times with offset (`2026-03-08T10:00:00-05:00`).
 */
import { z } from 'zod';
import { ListQuery } from './users';

export const AdminTourEvent = z.object({
  id: z.number().int(),
  bookingTypeId: z.number().int(),
  eventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  /** Capacity-affecting seats sold, seats in live holds, and seats left (never below 0). */
  sold: z.number().int(),
  held: z.number().int(),
  left: z.number().int(),
  closed: z.boolean(),
  cancelled: z.boolean(),
  scheduleId: z.number().int().nullable(),
});
export type AdminTourEvent = z.infer<typeof AdminTourEvent>;

/** GET /tour-events: by start; `from`/`to` venue dates, inclusive. */
export const TourEventListQuery = ListQuery.extend({
  bookingTypeId: z.coerce.number().int().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  scheduleId: z.coerce.number().int().optional(),
});
export type TourEventListQuery = z.infer<typeof TourEventListQuery>;

export const TourEventList = z.object({ data: z.array(AdminTourEvent), total: z.number().int() });
export const TourEventIdParams = z.object({ id: z.coerce.number().int().positive() });

/** PATCH /tour-events/:id: capacity (never below sold + live holds) and/or closed to online sales. */
export const UpdateTourEventBody = z
  .object({ capacity: z.number().int().min(0).max(100_000).optional(), closed: z.boolean().optional() })
  .strict();
export type UpdateTourEventBody = z.infer<typeof UpdateTourEventBody>;
