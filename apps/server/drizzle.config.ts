import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/db/customer-schema.ts', './apps/server/src/db/food-schema.ts', './apps/server/src/db/coupon-schema.ts', './apps/server/src/db/gift-card-schema.ts', './apps/server/src/db/product-schema.ts', './apps/server/src/db/mail-schema.ts', './apps/server/src/db/membership-schema.ts', './apps/server/src/db/payment-schema.ts', './apps/server/src/db/reference-schema.ts', './apps/server/src/db/sandbox-schema.ts', './apps/server/src/db/admin-schema.ts', './apps/server/src/db/event-ops-schema.ts', './apps/server/src/db/integration-schema.ts'],
  out: './apps/server/drizzle',
});
