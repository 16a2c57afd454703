/**
 * Every parameterised statement of the node-postgres pool as a named prepared statement, as
 * postgres.js and pgx do by default: each connection parses, analyses and plans a statement text
 * once and then only binds and executes it (the checkout's ~30 statements were each parsed and
 * planned anew: docs/performance.md#where-a-checkouts-server-cpu-goes). Statements drizzle
 * already names (db/prepared.ts) keep their names. The first MAX_NAMED distinct texts of the
 * process get a name; texts after that (lists whose length varies, say) run unnamed as before,
 * so that no connection keeps an unbounded number of statements.
 */
import type pg from 'pg';

/** Distinct statement texts named per process (each connection prepares those it runs). */
export const MAX_NAMED = 2000;

const names = new Map<string, string>();

/** The name of `text` ("gt_<n>"), or undefined once MAX_NAMED texts are named. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) names.set(text, (name = `gt_${names.size + 1}`));
  return name;
}

type QueryConfig = { text?: unknown; name?: string; values?: unknown[] };

/** Makes `client.query({ text, … }, values)` name its statement (for a pool's 'connect' event). */
export function autoPrepare(client: pg.PoolClient | pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name) {
      const c = config as QueryConfig & { text: string };
      const params = Array.isArray(rest[0]) ? rest[0] : c.values;
      const name = params && params.length > 0 ? statementName(c.text) : undefined;
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
}
