/** Display areas for the back office (db/schema.ts `display_areas`, `display_area_booking_types`). */
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { displayAreaBookingTypes, displayAreas } from '../../db/schema';

export type DisplayAreaRow = typeof displayAreas.$inferSelect;
export type NewDisplayArea = Omit<typeof displayAreas.$inferInsert, 'displayAreaNo'>;

/** `%`, `_` and `\` of a search term matched literally by ILIKE. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Areas in display order, rows `start`..`end` (exclusive), filtered by name and type. */
export async function listDisplayAreas(
  db: Db,
  q: { start: number; end: number; q?: string; areaType?: DisplayAreaRow['areaType'] },
): Promise<{ rows: DisplayAreaRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(ilike(displayAreas.areaName, likeTerm(q.q)));
  if (q.areaType) conditions.push(eq(displayAreas.areaType, q.areaType));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(displayAreas)
    .where(where)
    .orderBy(asc(displayAreas.sortOrder), asc(displayAreas.displayAreaNo))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  const [n] = await db.select({ n: count() }).from(displayAreas).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findDisplayArea(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<DisplayAreaRow | undefined> {
  const q = db.select().from(displayAreas).where(eq(displayAreas.displayAreaNo, id));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

/** Ids of the areas among `ids` that exist. */
export async function existingDisplayAreaIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: displayAreas.displayAreaNo }).from(displayAreas).where(inArray(displayAreas.displayAreaNo, ids));
  return new Set(rows.map((r) => r.id));
}

/** Booking type ids per area, each area's in link order (sort order, then id). */
export async function bookingTypeIdsByArea(db: Db | Tx, areaIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(areaIds.map((id) => [id, []]));
  if (areaIds.length === 0) return out;
  const rows = await db
    .select()
    .from(displayAreaBookingTypes)
    .where(inArray(displayAreaBookingTypes.displayAreaNo, areaIds))
    .orderBy(asc(displayAreaBookingTypes.sortOrder), asc(displayAreaBookingTypes.bookingTypeId));
  for (const r of rows) out.get(r.displayAreaNo)?.push(r.bookingTypeId);
  return out;
}

export async function insertDisplayArea(tx: Tx, values: NewDisplayArea): Promise<DisplayAreaRow> {
  const [row] = await tx.insert(displayAreas).values(values).returning();
  if (!row) throw new Error('display area insert returned nothing');
  return row;
}

export async function updateDisplayArea(tx: Tx, id: number, set: Partial<NewDisplayArea>): Promise<DisplayAreaRow | undefined> {
  if (Object.keys(set).length === 0) return findDisplayArea(tx, id);
  const [row] = await tx.update(displayAreas).set(set).where(eq(displayAreas.displayAreaNo, id)).returning();
  return row;
}

export async function deleteDisplayArea(tx: Tx, id: number): Promise<void> {
  await tx.delete(displayAreas).where(eq(displayAreas.displayAreaNo, id));
}

/**
 * What still uses an area, as "2 booking types and 1 product" parts with a count above 0: its
 * booking types, products (GA tickets, gift cards), membership packages, food order locations and menus.
 */
export async function displayAreaUses(tx: Tx, id: number): Promise<{ what: string; n: number }[]> {
  const res = (await tx.execute(sql`
    select 'booking type' as what, count(*) as n from display_area_booking_types where display_area_no = ${id}::int
    union all select 'product', count(*) from products where display_area_no = ${id}::int
    union all select 'membership package', count(*) from membership_packages where display_area_no = ${id}::int
    union all select 'food order location', count(*) from order_locations where display_area_no = ${id}::int
    union all select 'food menu', count(*) from food_menus where display_area_no = ${id}::int`)) as unknown as {
    rows: { what: string; n: number | string }[];
  };
  return res.rows.map((r) => ({ what: r.what, n: Number(r.n) })).filter((r) => r.n > 0);
}
