/**
 * `npm run admin:create -- --email … [--password …] [--role admin] [--name …]` (scripts/admin-create.ts;
 * docs/operator-guide.md): creates an operator in the configured database — `DATABASE_URL`, or
 * the embedded one in `GT_DATA_DIR` (default ./data) while the server is stopped — after creating
 * and migrating it when empty. Without `--password` it prints a one-time password; either way the
 * password must be changed at first sign-in unless `--password` was given. Audited as `cli`.
 */
import { parseArgs } from 'node:util';
import { NewPassword, OperatorRole } from '@gt/contract/admin/session';
import { z } from 'zod';
import { loadConfig } from '../../config/server-config';
import { openDatabase } from '../../db/client';
import { ApiError } from '../../http/errors';
import { createOperator } from './service';

export const ADMIN_CREATE_USAGE =
  'Usage: npm run admin:create -- --email someone@example.org [--password "a long pass phrase"] [--role admin|box_office|door|kitchen] [--name "Their name"]';

const Args = z.object({
  email: z.email(),
  password: NewPassword.optional(),
  role: OperatorRole.default('admin'),
  name: z.string().max(100).default(''),
});

/** Runs the command; returns the exit code (0 created, 1 refused, 2 bad arguments) and the lines to print. */
export async function adminCreate(argv: string[], env: NodeJS.ProcessEnv): Promise<{ exitCode: number; lines: string[] }> {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    }).values;
  } catch (err) {
    return { exitCode: 2, lines: [(err as Error).message, ADMIN_CREATE_USAGE] };
  }
  const parsed = Args.safeParse(values);
  if (!parsed.success)
    return { exitCode: 2, lines: [...parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`), ADMIN_CREATE_USAGE] };
  // Only the database location is read: the card and identity provider checks of a production start do not apply here.
  const config = loadConfig({ ...env, GT_ALLOW_DEVELOPMENT_PROVIDERS: '1' });
  const handle = await openDatabase({ databaseUrl: config.DatabaseURL, dataDir: config.DataDir, poolSize: 1 });
  try {
    const ctx = { db: handle.db, config, clock: () => new Date() };
    const { email, password, role, name } = parsed.data;
    const { user, oneTimePassword } = await createOperator(
      ctx,
      { userId: null, email: 'cli' },
      { email, name, role, password, mustChangePassword: !password },
    );
    const where = config.DatabaseURL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.DataDir}`;
    const lines = [`Created ${role} ${user.email} (id ${user.userId}) in ${where}.`];
    if (!password)
      lines.push(`One-time password: ${oneTimePassword}`, 'It is shown only now; it must be changed at the first sign-in at /admin/.');
    return { exitCode: 0, lines };
  } catch (err) {
    if (err instanceof ApiError) return { exitCode: 1, lines: [err.message] };
    throw err;
  } finally {
    await handle.close();
  }
}
