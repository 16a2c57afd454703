/**
 * Booking types managed in the back office (docs/operator-guide.md; spec 01 §3 "BookingType", the
 * refund and change flags of spec 02 §3): create, change (with the display areas that show them
 * and their place there), delete when nothing uses them. Every change is written to the audit log
 * in its transaction with before/after. The storefront reads the tables on every request
 * (booking-types/routes.ts, first-load.ts), so a change shows there at once in every process.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminBookingType, CreateBookingTypeBody, DisplayAreaLink, UpdateBookingTypeBody } from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { writeAudit, type Actor } from '../audit/repository';
import { existingDisplayAreaIds } from '../display-areas/repository';
import { describeUses, toDetailRows, toGroups } from '../display-areas/service';
import {
  areaLinksOf,
  bookingTypeUses,
  deleteBookingType,
  findBookingTypeRow,
  insertBookingType,
  replaceAreaLinks,
  updateBookingType,
  type AreaLink,
  type BookingTypeRow,
  type NewBookingType,
} from './repository';

/** The admin API's view of a booking type and its display area links. */
export function toAdminBookingType(b: BookingTypeRow, links: AreaLink[]): AdminBookingType {
  return {
    id: b.bookingTypeId,
    name: b.name,
    info: b.info,
    terms: b.terms,
    minimumTickets: b.minimumTickets,
    maximumTickets: b.maximumTickets,
    showStartTime: b.showStartTime,
    showEndTime: b.showEndTime,
    showAvailability: b.showAvailability,
    availabilityText: b.availabilityText,
    forceListView: b.forceListView,
    defaultHybridView: b.defaultHybridView,
    listViewSearchDays: b.listViewSearchDays,
    largeImageUrl: b.largeImageUrl,
    smallImageUrl: b.smallImageUrl,
    bookingInfoDetails: toGroups(b.bookingInfoDetails),
    waiverRequired: b.waiverRequired,
    waiverUrl: b.waiverUrl,
    allowRefunds: b.allowRefunds,
    allowRefundToGiftcardOnly: b.allowRefundToGiftcardOnly,
    allowDateTimeChanges: b.allowDateTimeChanges,
    allowDateTimeChangesWithinArea: b.allowDateTimeChangesWithinArea,
    allowTicketChanges: b.allowTicketChanges,
    noChangesMessage: b.noChangesMessage,
    displayAreas: links,
    displayAreaIds: links.map((l) => l.displayAreaId),
  };
}

/**
 * The rules across fields, on the booking type as it will be: minimum ≤ maximum (0: no limit),
 * a required waiver has an address. Errors: 400 `ticketLimits`, `waiverUrlRequired`.
 */
function checkRules(b: Pick<BookingTypeRow, 'minimumTickets' | 'maximumTickets' | 'waiverRequired' | 'waiverUrl'>): void {
  if (b.maximumTickets > 0 && b.minimumTickets > b.maximumTickets) throw new ApiError(400, adminMessages.ticketLimits);
  if (b.waiverRequired && !b.waiverUrl) throw new ApiError(400, adminMessages.waiverUrlRequired);
}

/** Each display area once, and existing. Errors: 400 `duplicateDisplayArea`, `unknownDisplayArea`. */
async function checkLinks(tx: Tx, links: DisplayAreaLink[]): Promise<void> {
  const ids = links.map((l) => l.displayAreaId);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, adminMessages.duplicateDisplayArea);
  const existing = await existingDisplayAreaIds(tx, ids);
  const missing = ids.find((id) => !existing.has(id));
  if (missing !== undefined) throw new ApiError(400, adminMessages.unknownDisplayArea(missing));
}

function columns(body: UpdateBookingTypeBody): Partial<NewBookingType> {
  const { bookingInfoDetails, displayAreas: _links, ...rest } = body;
  return { ...rest, ...(bookingInfoDetails ? { bookingInfoDetails: toDetailRows(bookingInfoDetails) } : {}) };
}

async function snapshot(tx: Tx, row: BookingTypeRow): Promise<AdminBookingType> {
  return toAdminBookingType(row, (await areaLinksOf(tx, [row.bookingTypeId])).get(row.bookingTypeId) ?? []);
}

/** Creates a booking type shown in `body.displayAreas`. Errors: 400 (rules above, unknown display area). */
export async function createBookingType(ctx: AppContext, actor: Actor, body: CreateBookingTypeBody): Promise<AdminBookingType> {
  checkRules(body);
  return ctx.db.transaction(async (tx) => {
    await checkLinks(tx, body.displayAreas);
    const row = await insertBookingType(tx, columns(body) as NewBookingType);
    await replaceAreaLinks(tx, row.bookingTypeId, body.displayAreas);
    const after = await snapshot(tx, row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'booking_type.create', entity: 'booking_type', entityId: row.bookingTypeId, after });
    return after;
  });
}

/** Changes the given fields; `displayAreas` replaces the links. Errors: 404 `bookingTypeNotFound`, 400 (rules, unknown area). */
export async function changeBookingType(ctx: AppContext, actor: Actor, id: number, body: UpdateBookingTypeBody): Promise<AdminBookingType> {
  return ctx.db.transaction(async (tx) => {
    const current = await findBookingTypeRow(tx, id, { forUpdate: true });
    if (!current) throw new ApiError(404, adminMessages.bookingTypeNotFound);
    const set = columns(body);
    checkRules({ ...current, ...set });
    if (body.displayAreas) await checkLinks(tx, body.displayAreas);
    const before = await snapshot(tx, current);
    const row = (await updateBookingType(tx, id, set)) ?? current;
    if (body.displayAreas) await replaceAreaLinks(tx, id, body.displayAreas);
    const after = await snapshot(tx, row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'booking_type.update', entity: 'booking_type', entityId: id, before, after });
    return after;
  });
}

/**
 * Deletes a booking type (and its display area links) that nothing else uses. Errors: 404
 * `bookingTypeNotFound`, 409 `stillInUse` naming its events, tour products, user-defined fields.
 */
export async function removeBookingType(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      const current = await findBookingTypeRow(tx, id, { forUpdate: true });
      if (!current) throw new ApiError(404, adminMessages.bookingTypeNotFound);
      const uses = await bookingTypeUses(tx, id);
      if (uses.length) throw new ApiError(409, adminMessages.stillInUse('booking type', describeUses(uses)));
      const before = await snapshot(tx, current);
      await deleteBookingType(tx, id);
      await writeAudit(tx, actor, ctx.clock(), { action: 'booking_type.delete', entity: 'booking_type', entityId: id, before });
    })
    .catch((err: unknown) => {
      // Something added after this check was written (a table of a later feature) still refers to it.
      if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new ApiError(409, adminMessages.stillInUse('booking type', 'other records'));
      throw err;
    });
}
