/**
 * Named prepared statements on PostgreSQL (db/auto-prepare.ts): a parameterised statement the
 * server runs is prepared once per connection under its name and reused (PostgreSQL's
 * pg_prepared_statements of the one connection); statements without parameters stay unnamed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { statementName } from '../src/db/auto-prepare';
import { customers } from '../src/db/customer-schema';
import { onPostgres, startTestStore, type TestStore } from './harness';

const suite = onPostgres ? describe : describe.skip;
let store: TestStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const prepared = async (s: TestStore) =>
  ((await s.ctx.db.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as { rows: { name: string; statement: string }[] }).rows;

suite(`named prepared statements${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  it('prepares a parameterised statement once on a connection and runs it again by name', async () => {
    store = await startTestStore({ poolSize: 1, seed: false });
    const find = (id: number) => store!.ctx.db.select({ id: customers.customerId }).from(customers).where(eq(customers.customerId, id));
    await find(1);
    await find(2);
    await find(3);
    const text = find(4).toSQL().sql;
    const name = statementName(text);
    expect(name).toMatch(/^gt_\d+$/);
    const mine = (await prepared(store)).filter((p) => p.statement === text);
    expect(mine).toEqual([{ name, statement: text }]);
    // Without parameters: unnamed, not kept by the connection.
    await store.ctx.db.execute(sql`select 42 as answer`);
    expect((await prepared(store)).some((p) => p.statement.includes('select 42'))).toBe(false);
  });
});
