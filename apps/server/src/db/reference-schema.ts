/** Reference data: countries and their states (spec 01 §7 "CountryAndStates"). */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  isoCode: text('iso_code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(1000),
});

export const states = pgTable(
  'states',
  {
    isoCode: text('iso_code')
      .notNull()
      .references(() => countries.isoCode),
    stateCode: text('state_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.isoCode, t.stateCode] })],
);
