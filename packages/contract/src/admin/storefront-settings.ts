/**
 * Storefront settings and messages in the admin API (spec 01 §9, spec 02 §9;
 * docs/configuration.md#settings-changed-in-the-back-office): `/api/admin/v1/storefront-settings`,
 * one record per public configuration key (`id` its dotted path, e.g. `Headings.ProductsPage`),
 * admin only. A value is checked with the key's own schema in `PublicConfig` (config.ts) and then
 * the whole configuration; a key the configuration file sets is read-only here (`source: 'file'`).
 * Secrets and server infrastructure are not public keys and never appear.
 */
import { z } from 'zod';
import { ListQuery } from './users';

/** The groups of the list, in the order of the storefront's spec sections. */
export const SETTING_GROUPS = [
  { id: 'venue', name: 'Venue and header' },
  { id: 'prices', name: 'Prices and payment (spec 01 §9)' },
  { id: 'checkout', name: 'Checkout (spec 01 §5)' },
  { id: 'cart', name: 'Calendar and cart (spec 01 §2, §9)' },
  { id: 'memberships', name: 'Memberships (spec 01 §6, spec 02 §5)' },
  { id: 'manage', name: 'Find my booking, GA tickets and barcodes (spec 02 §9)' },
  { id: 'headings', name: 'Headings (spec 01 §9, spec 02 §9)' },
  { id: 'messages', name: 'Messages (spec 01 §8, spec 02 §8)' },
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number]['id'];
const groupIds = SETTING_GROUPS.map((g) => g.id) as [SettingGroup, ...SettingGroup[]];

/** How the value is entered: free text, a switch, a whole or decimal number, one of `choices`, or a list of numbers. */
export const SETTING_TYPES = ['text', 'boolean', 'integer', 'number', 'choice', 'numbers'] as const;

/** Where the value in use comes from: the schema's default, the back office, or the configuration file (read-only here). */
export const SETTING_SOURCES = ['default', 'backoffice', 'file'] as const;

export const StorefrontSetting = z.object({
  /** The key's dotted path in `Public` (gt.config.json), e.g. `Messages.NoEventsFound`. */
  id: z.string(),
  group: z.enum(groupIds),
  /** The schema's description of the key (the same text as docs/configuration.md); may be empty. */
  description: z.string(),
  type: z.enum(SETTING_TYPES),
  /** The allowed values of a `choice`. */
  choices: z.array(z.string()).optional(),
  /** Whether the key takes null ("none"). */
  nullable: z.boolean(),
  /** The schema's default. */
  default: z.unknown(),
  /** The value in use (the storefront's `GET /api/v1/config` answers it). */
  value: z.unknown(),
  source: z.enum(SETTING_SOURCES),
});
export type StorefrontSetting = z.infer<typeof StorefrontSetting>;

export const StorefrontSettingList = z.object({ data: z.array(StorefrontSetting), total: z.number().int() });

/** GET /storefront-settings: `q` finds words in the key, description or value (case ignored); `group` one group. */
export const StorefrontSettingQuery = ListQuery.extend({
  q: z.string().trim().max(100).optional(),
  group: z.enum(groupIds).optional(),
});
export type StorefrontSettingQuery = z.infer<typeof StorefrontSettingQuery>;

export const StorefrontSettingParams = z.object({ id: z.string().min(1).max(100) });

/** PATCH /storefront-settings/:id: the new value, checked with the key's schema (400 with its message). */
export const UpdateStorefrontSettingBody = z.object({ value: z.unknown().refine((v) => v !== undefined, 'Enter a value.') }).strict();
export type UpdateStorefrontSettingBody = z.infer<typeof UpdateStorefrontSettingBody>;
