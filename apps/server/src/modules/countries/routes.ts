import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CountryAndStates } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { countries, states } from '../../db/reference-schema';

/** GET /api/v1/CountryAndStates → countries (ISO 3166-1) with their states (ISO 3166-2), spec 01 §7. */
export const countryRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/CountryAndStates', { schema: { response: { 200: z.array(CountryAndStates) } } }, async () => {
    const [cs, ss] = await Promise.all([
      ctx.db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.name)),
      ctx.db.select().from(states).orderBy(asc(states.name)),
    ]);
    const byCountry = new Map<string, { State: string; StateCode: string }[]>();
    for (const s of ss) {
      const list = byCountry.get(s.isoCode) ?? [];
      list.push({ State: s.name, StateCode: s.stateCode });
      byCountry.set(s.isoCode, list);
    }
    return cs.map((c) => ({ Country: c.name, ISOCode: c.isoCode, Picklist: byCountry.get(c.isoCode) ?? [] }));
  });
};
