/**
 * Check-in race on a real PostgreSQL server: twenty doors scan one ticket code at the same moment
 * and exactly one person is let in (the partial unique index `checkins_live_idx` taken by one
 * `insert … on conflict do nothing`). The control admits by a read of the list then a plain
 * insert, with the index dropped: several doors then let the same code in.
 */
import type { ScanAnswer } from '@gt/contract/admin/checkins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent } from './checkout-support';
import { onPostgres, startTestStore, type TestStore } from './harness';
import { bookOnline } from './manage-support';
import { barrier } from './race/race-harness';
import { NOW } from './support';

const DOORS = 20;
const suite = onPostgres ? describe : describe.skip;

suite(`${DOORS} doors scan one code at once (PostgreSQL)`, () => {
  let store: TestStore;
  let door: OperatorSession;
  beforeAll(async () => {
    store = await startTestStore({ now: NOW, poolSize: DOORS + 5 });
    door = await operatorWithSession(store, 'door');
  });
  afterAll(() => store.close());

  const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

  /** A fresh one-ticket booking; its ticket's code scanned by every door at once. */
  async function race(): Promise<{ code: string; answers: ScanAnswer[]; live: number }> {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const [t] = await rows<{ barcode: string }>(
      `select t.barcode from tickets t join booking_lines l using (booking_line_id) join bookings b using (booking_id) where b.booking_no = ${owner.BookingID}`,
    );
    const code = t?.barcode as string;
    const answers = await Promise.all(
      Array.from({ length: DOORS }, async (_, i) => {
        const res = await asOperator(store, door, 'POST', '/checkins', { list: { tourEventId: event.TourEventID }, code, door: `Door ${i + 1}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as ScanAnswer;
      }),
    );
    const [n] = await rows<{ n: number }>(`select count(*)::int as n from checkins where code = '${code}' and undone_at is null and not conflict`);
    return { code, answers, live: n?.n ?? 0 };
  }
  const count = (answers: ScanAnswer[], result: string) => answers.filter((a) => a.result === result).length;

  it(`lets exactly one in; the other ${DOORS - 1} answer already used; one live admission stored`, async () => {
    const { answers, live } = await race();
    console.info(`check-in race [guarded]: admitted=${count(answers, 'admitted')} already_used=${count(answers, 'already_used')} live=${live}`);
    expect(count(answers, 'admitted')).toBe(1);
    expect(count(answers, 'already_used')).toBe(DOORS - 1);
    // Every other door is told which door let the person in.
    const winner = `Door ${answers.findIndex((a) => a.result === 'admitted') + 1}`;
    expect(new Set(answers.filter((a) => a.result === 'already_used').map((a) => a.message))).toEqual(new Set([`Already used at 9:00 by ${winner}`]));
    expect(live).toBe(1);
  });

  it('control: a read of the list then a plain insert, without the index, lets the code in more than once', async () => {
    await store.ctx.db.execute('drop index checkins_live_idx');
    store.ctx.testHooks = { skipCheckinGuard: true, afterCheckinRead: barrier(DOORS) };
    try {
      const { answers, live } = await race();
      console.info(`check-in race [control, no guard]: admitted=${count(answers, 'admitted')} live=${live}`);
      expect(count(answers, 'admitted')).toBeGreaterThan(1);
      expect(live).toBeGreaterThan(1);
    } finally {
      store.ctx.testHooks = undefined;
    }
  });
});
