/**
 * Named prepared queries for the hot paths (holds, checkout). Drizzle renders such a query's SQL
 * once per database handle, and PostgreSQL parses it once per connection and reuses its plan
 * (planning the hold state query costs more than running it). Values are bound through
 * `sql.placeholder(name)`. A transaction handle is new for each transaction, so its query is
 * built again, but under the same name PostgreSQL still reuses the connection's statement.
 */
import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/** The query `name` of `db`, built by `build` on first use; one name must always build the same SQL. */
export function prepared<Q>(db: Db, name: string, build: (db: Db) => Q): Q {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let query = byName.get(name) as Q | undefined;
  if (!query) byName.set(name, (query = build(db)));
  return query;
}

/** An int[] parameter as PostgreSQL's array literal (both drivers pass it as text; cast `::int[]`). */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
