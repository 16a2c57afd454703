/**
 * Display areas managed in the back office (docs/operator-guide.md, spec 01 §3 "DisplayArea"):
 * create, change, delete when nothing uses it. Every change is written to the audit log in its
 * transaction with before/after. The storefront reads the tables on every request
 * (display-areas/routes.ts, first-load.ts), so a change shows there at once in every process.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminDisplayArea, BookingInfoGroup, CreateDisplayAreaBody, UpdateDisplayAreaBody } from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import type { BookingInfoDetailRow } from '../../db/schema';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { writeAudit, type Actor } from '../audit/repository';
import { findBookingTypeRow } from '../booking-types/repository';
import {
  bookingTypeIdsByArea,
  deleteDisplayArea,
  displayAreaUses,
  findDisplayArea,
  insertDisplayArea,
  updateDisplayArea,
  type DisplayAreaRow,
  type NewDisplayArea,
} from './repository';

/** Stored booking information rows (spec keys) ↔ the admin API's groups. */
export const toGroups = (rows: BookingInfoDetailRow[]): BookingInfoGroup[] =>
  rows.map((r) => ({ bookingInfo: r.BookingInfo, bookingInfoText: r.BookingInfoText, imageUrl: r.ImageURL }));
export const toDetailRows = (groups: BookingInfoGroup[]): BookingInfoDetailRow[] =>
  groups.map((g) => ({ BookingInfo: g.bookingInfo, BookingInfoText: g.bookingInfoText, ImageURL: g.imageUrl }));

/** The admin API's view of an area and the ids of the booking types it shows, in order. */
export function toAdminDisplayArea(a: DisplayAreaRow, bookingTypeIds: number[]): AdminDisplayArea {
  return {
    id: a.displayAreaNo,
    areaName: a.areaName,
    displayText: a.displayText,
    areaType: a.areaType,
    showOnline: a.showOnline,
    forceListView: a.forceListView,
    defaultHybridView: a.defaultHybridView,
    listViewSearchDays: a.listViewSearchDays,
    largeImageUrl: a.largeImageUrl,
    bookingInfoDetails: toGroups(a.bookingInfoDetails),
    uniqueBookingTypeId: a.uniqueBookingTypeId,
    sortOrder: a.sortOrder,
    bookingTypeIds,
  };
}

/** Rows of the body's fields (only those given). */
function columns(body: UpdateDisplayAreaBody): Partial<NewDisplayArea> {
  const { bookingInfoDetails, ...rest } = body;
  return { ...rest, ...(bookingInfoDetails ? { bookingInfoDetails: toDetailRows(bookingInfoDetails) } : {}) };
}

async function checkUniqueBookingType(tx: Tx, id: number | null | undefined): Promise<void> {
  if (id != null && !(await findBookingTypeRow(tx, id))) throw new ApiError(400, adminMessages.unknownBookingType(id));
}

/** What the audit log keeps of an area: its admin view. */
async function snapshot(tx: Tx, row: DisplayAreaRow): Promise<AdminDisplayArea> {
  return toAdminDisplayArea(row, (await bookingTypeIdsByArea(tx, [row.displayAreaNo])).get(row.displayAreaNo) ?? []);
}

/** Creates an area. Errors: 400 `unknownBookingType` for a UniqueBookingTypeID that does not exist. */
export async function createDisplayArea(ctx: AppContext, actor: Actor, body: CreateDisplayAreaBody): Promise<AdminDisplayArea> {
  return ctx.db.transaction(async (tx) => {
    await checkUniqueBookingType(tx, body.uniqueBookingTypeId);
    const row = await insertDisplayArea(tx, columns(body) as NewDisplayArea);
    const after = await snapshot(tx, row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'display_area.create', entity: 'display_area', entityId: row.displayAreaNo, after });
    return after;
  });
}

/** Changes the given fields. Errors: 404 `displayAreaNotFound`, 400 `unknownBookingType`. */
export async function changeDisplayArea(ctx: AppContext, actor: Actor, id: number, body: UpdateDisplayAreaBody): Promise<AdminDisplayArea> {
  return ctx.db.transaction(async (tx) => {
    const current = await findDisplayArea(tx, id, { forUpdate: true });
    if (!current) throw new ApiError(404, adminMessages.displayAreaNotFound);
    await checkUniqueBookingType(tx, body.uniqueBookingTypeId);
    const before = await snapshot(tx, current);
    const row = (await updateDisplayArea(tx, id, columns(body))) ?? current;
    const after = await snapshot(tx, row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'display_area.update', entity: 'display_area', entityId: id, before, after });
    return after;
  });
}

/** "2 booking types, 1 product and 3 food menus" from use counts. */
export function describeUses(uses: { what: string; n: number }[]): string {
  const parts = uses.map((u) => `${u.n} ${u.n === 1 ? u.what : u.what.replace(/^(.*?)( offering it alone)?$/, '$1s$2')}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** Deletes an area that nothing uses. Errors: 404 `displayAreaNotFound`, 409 `stillInUse` naming what uses it. */
export async function removeDisplayArea(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      const current = await findDisplayArea(tx, id, { forUpdate: true });
      if (!current) throw new ApiError(404, adminMessages.displayAreaNotFound);
      const uses = await displayAreaUses(tx, id);
      if (uses.length) throw new ApiError(409, adminMessages.stillInUse('display area', describeUses(uses)));
      const before = await snapshot(tx, current);
      await deleteDisplayArea(tx, id);
      await writeAudit(tx, actor, ctx.clock(), { action: 'display_area.delete', entity: 'display_area', entityId: id, before });
    })
    .catch((err: unknown) => {
      // Something added after this check was written (a table of a later feature) still refers to it.
      if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new ApiError(409, adminMessages.stillInUse('display area', 'other records'));
      throw err;
    });
}
