/**
 * The demo store's back office account (docs/operator-guide.md): `admin@example.org`, password
 * `harbor-lights-admin`, role admin, created only with demo data (`SeedDemoData`) and only while
 * the store has no operator at all. The password is public: never for a real store.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorUsers } from '../db/admin-schema';

export const DEMO_ADMIN = { email: 'admin@example.org', password: 'harbor-lights-admin' } as const;
/** argon2id of DEMO_ADMIN.password, computed once (hashing at every test store's seed would cost ~0.1 s). */
const DEMO_ADMIN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$NIOIyoNadbrqW/Afb4OxYA$7yK5HSpOTP+5IKFphWAwU1Z2axwTL/aDoPFnxi5MiLg';

/** Creates the demo admin when there is no operator; returns whether it did. */
export async function seedDemoAdmin(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operatorUsers);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(operatorUsers)
    .values({
      email: DEMO_ADMIN.email,
      name: 'Demo admin',
      role: 'admin',
      passwordHash: DEMO_ADMIN_HASH,
      passwordMustChange: false,
      createdAt: now,
    })
    .onConflictDoNothing();
  return true;
}
