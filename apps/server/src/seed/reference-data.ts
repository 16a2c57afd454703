/**
 * Reference data every store needs, demo or not (docs/architecture.md#database: production databases start
 * empty but for it), applied at every start and idempotent: the countries and their states
 * (spec 01 §7 CountryAndStates) when there are none, the default cost rate (PublicConfig
 * DefaultCostRateID, spec 01 §9) and the donation and transaction fee products the configuration
 * points at (DonationProductID, TransactionFeeProductID) when missing. Rows an operator already
 * has are never changed. Each insert skips rows that exist, so processes starting at once agree.
 */
import { count, eq } from 'drizzle-orm';
import type { PublicConfig } from '@gt/contract/config';
import type { Db } from '../db/client';
import { products } from '../db/product-schema';
import * as reference from '../db/reference-schema';
import { costRates } from '../db/schema';
import { countryReferenceData } from './countries';

/** What one start added (0 each on a store that had it all). */
export interface ReferenceDataAdded {
  countries: number;
  costRates: number;
  products: number;
}

/** Countries and states, when the store has no country at all (an operator's list is kept). Returns the countries added. */
export async function seedCountries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reference.countries);
  if ((row?.n ?? 0) > 0) return 0;
  const { countries, states } = countryReferenceData();
  const added = await db.insert(reference.countries).values(countries).onConflictDoNothing().returning({ iso: reference.countries.isoCode });
  await db.insert(reference.states).values(states).onConflictDoNothing();
  return added.length;
}

/**
 * Adds the missing reference data (module docblock) for the configuration's public part; returns
 * what it added. Neutral names: the operator renames them (the demo store brings its own).
 */
export async function seedReferenceData(
  db: Db,
  config: Pick<PublicConfig, 'DefaultCostRateID' | 'DonationProductID' | 'TransactionFeeProductID'>,
): Promise<ReferenceDataAdded> {
  const added: ReferenceDataAdded = { countries: await seedCountries(db), costRates: 0, products: 0 };
  const [rate] = await db.select({ id: costRates.costRateId }).from(costRates).where(eq(costRates.costRateId, config.DefaultCostRateID));
  if (!rate) {
    const rows = await db.insert(costRates).values({ costRateId: config.DefaultCostRateID, name: 'Standard', isDefault: true }).onConflictDoNothing().returning();
    added.costRates = rows.length;
    // The serial sequence continues after the explicit id.
    await db.execute(`select setval(pg_get_serial_sequence('cost_rates', 'cost_rate_id'), (select max(cost_rate_id) from cost_rates))`);
  }
  const wanted = [
    config.DonationProductID !== null && { productId: config.DonationProductID, productType: 'donation' as const, name: 'Donation', priceCents: 100, maxPriceCents: 100_000 },
    config.TransactionFeeProductID !== null && { productId: config.TransactionFeeProductID, productType: 'transactionfee' as const, name: 'Booking fee', priceCents: 0, percentage: 0 },
  ].filter((p) => p !== false);
  if (wanted.length > 0) added.products = (await db.insert(products).values(wanted).onConflictDoNothing().returning({ id: products.productId })).length;
  return added;
}
