/**
 * Webhook delivery by several senders at once on PostgreSQL (docs/integrations.md#webhooks;
 * modules/webhooks/sender.ts): four senders, each with its own connection pool (as four server
 * processes), drain one outbox of 40 deliveries together against a slow receiver. Rows are claimed
 * with SKIP LOCKED and a lease, so every event reaches the receiver exactly once and is marked
 * delivered. The control reads the due rows without claiming them: events are sent twice or more.
 */
import { afterAll, expect } from 'vitest';
import type { AppContext } from '../src/app-context';
import { openDatabase, type DbHandle } from '../src/db/client';
import { recordWebhookEvent } from '../src/modules/webhooks/events';
import { webhookSender } from '../src/modules/webhooks/sender';
import { describeRaces, type Racer } from './race/race-harness';
import { NOW } from './support';
import { startReceiver, type Receiver } from './webhook-support';

const SENDERS = 4;
const EVENTS = 40;

let receiver: Receiver | undefined;
const pools: DbHandle[] = [];

/** Sender `i`'s own pool (opened once per suite) on the store's database. */
async function poolOf(r: Racer, i: number): Promise<DbHandle> {
  const url = r.store.databaseUrl;
  if (!url) throw new Error('race store without a database URL');
  while (pools.length <= i) pools.push(await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 }));
  return pools[i] as DbHandle;
}

describeRaces(
  'webhook delivery by several senders at once on PostgreSQL',
  (raceCase) => {
    afterAll(async () => {
      for (const p of pools) await p.close();
      await receiver?.close();
    });

    raceCase<{ path: string; eventIds: string[] }, number>({
      name: `${SENDERS} senders (own pools) draining ${EVENTS} deliveries`,
      attempts: SENDERS,
      setup: async (r) => {
        receiver ??= await startReceiver({ delayMs: 15 });
        // Only the racing senders deliver: the store's own stays stopped.
        await webhookSender(r.store.ctx).stop();
        await r.sql('delete from webhook_subscriptions');
        const path = `/race-${Date.now()}`;
        await r.sql(`insert into webhook_subscriptions (url, events, secret, created_at) values ($1, '["order.paid"]', 'whsec_race', now())`, [`${receiver.url}${path}`]);
        for (let i = 0; i < EVENTS; i++) await recordWebhookEvent(r.store.ctx.db, 'order.paid', { n: i }, NOW);
        const rows = await r.sql<{ event_id: string }>('select event_id from webhook_deliveries order by delivery_id');
        return { path, eventIds: rows.map((x) => x.event_id) };
      },
      attempt: async (r, _s, i) => {
        // A context of its own (its own sender), sharing the store's config, clock and test hooks.
        const ctx: AppContext = { ...r.store.ctx, db: (await poolOf(r, i)).db, log: undefined };
        await webhookSender(ctx).drain();
        return 0;
      },
      figures: async (_r, run) => {
        const got = (receiver?.received ?? []).filter((x) => x.path === run.state.path).map((x) => String(x.headers['x-gt-event-id']));
        return { events: run.state.eventIds.length, received: got.length, distinct: new Set(got).size, duplicates: got.length - new Set(got).size };
      },
      invariant: async (r, run) => {
        const got = (receiver?.received ?? []).filter((x) => x.path === run.state.path).map((x) => String(x.headers['x-gt-event-id']));
        expect(got.slice().sort()).toEqual(run.state.eventIds.slice().sort());
        const [left] = await r.sql<{ n: number }>('select count(*)::int as n from webhook_deliveries where delivered_at is null');
        expect(left?.n).toBe(0);
      },
      control: {
        hooks: () => ({ skipWebhookClaim: true }),
        broken: (f) => expect(f.duplicates).toBeGreaterThan(0),
      },
    });
  },
  { now: NOW, config: { Webhooks: { AllowPrivateAddresses: true, TimeoutSeconds: 10 } } },
);
