/**
 * The storefront settings an admin may change in the back office
 * (docs/configuration.md#settings-changed-in-the-back-office): every key of the contract's
 * `PublicConfig` (spec 01 §9, spec 02 §9) with its schema, description and default, read from
 * the zod schema itself, grouped by spec section. Not here: the keys wired at start to the card
 * provider, the identity provider, reCAPTCHA and the payment middleware (the page's security
 * policy and the server's secrets pair with them), the venue time zone (stored events and
 * schedules are in it) and what the server sets itself; those stay in gt.config.json.
 */
import { PublicConfig } from '@gt/contract/config';
import { SETTING_GROUPS, type SETTING_TYPES, type SettingGroup } from '@gt/contract/admin/storefront-settings';
import { z } from 'zod';

/** Keys (dotted paths in Public) that only the configuration file sets. */
export const FILE_ONLY_KEYS: ReadonlySet<string> = new Set([
  'VenueTimeZone',
  'MiddlewareURL',
  'MiddlewareKey',
  'CardFieldsURL',
  'CardFieldsKey',
  'RecaptchaV3Client',
  'RecaptchaScriptURL',
  'IdentityProvider',
  'WalletPasses',
]);

/** The group of each top-level key (nested objects: Headings, Messages, FieldLengths by their parent). */
export const GROUP_OF: Record<string, SettingGroup> = {
  VenueName: 'venue',
  VenueAddress: 'venue',
  VenuePhone: 'venue',
  LogoURL: 'venue',
  LogoRedirectURL: 'venue',
  NodeNo: 'prices',
  Currency: 'prices',
  DefaultCostRateID: 'prices',
  ShowPricesAs: 'prices',
  ShowOrderItemPriceAs: 'prices',
  PaymentTypeID: 'prices',
  CashlessPaymentTypeID: 'prices',
  GiftCardTypeID: 'prices',
  DonationProductID: 'prices',
  TransactionFeeProductID: 'prices',
  ApplyTransactionFee: 'prices',
  PaymentMethodType: 'prices',
  AllowGiftCardForGiftCards: 'prices',
  PhoneNumberMandatory: 'checkout',
  UseStreetAddressForAVS: 'checkout',
  ShowFullAddressOnCheckout: 'checkout',
  EmailRegex: 'checkout',
  DOBPattern: 'checkout',
  HideCouponCode: 'checkout',
  HideGiftCard: 'checkout',
  GiftCardPinMode: 'checkout',
  DonationPopup: 'checkout',
  DonationAmounts: 'checkout',
  ShowDonationSection: 'checkout',
  AmountToPayLength: 'checkout',
  RedirectAfterCheckout: 'checkout',
  TermsAndConditions: 'checkout',
  FieldLengths: 'checkout',
  DiscardTimeMinutes: 'cart',
  DiscardPopupSeconds: 'cart',
  CalendarStartHour: 'cart',
  DefaultEventColor: 'cart',
  UnavailableEventColor: 'cart',
  ReadMoreLength: 'cart',
  MembershipDisplayArea: 'memberships',
  MemberValidationMode: 'memberships',
  AllowMemberEmailUpdate: 'memberships',
  DisableMemberPassBarcode: 'memberships',
  ShowFindMyBooking: 'manage',
  FindBookingIDNumberNumbericOnly: 'manage',
  DisplayGATicketExpiryValidity: 'manage',
  DefaultGATicketDisplayAreaNo: 'manage',
  AdmissionCodeSymbology: 'manage',
  ShowReadableBarcode: 'manage',
  Headings: 'headings',
  Messages: 'messages',
};

/** One changeable key. */
export interface SettingDefinition {
  /** Dotted path in Public, e.g. `Headings.ProductsPage`. */
  key: string;
  path: string[];
  group: SettingGroup;
  description: string;
  type: (typeof SETTING_TYPES)[number];
  choices?: string[];
  nullable: boolean;
  default: unknown;
  /** The key's own zod schema in PublicConfig (the one the configuration file is checked with). */
  schema: z.ZodType;
}

/** The parts of a JSON Schema (as zod writes it) read here. */
interface JsonSchema {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** The object schema under defaults and prefaults, or undefined for a leaf. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let s: z.ZodType | undefined = schema;
  while (s) {
    if (s instanceof z.ZodObject) return s;
    const def = s.def as { innerType?: z.ZodType };
    s = def.innerType;
  }
  return undefined;
}

function typeOf(j: JsonSchema): Pick<SettingDefinition, 'type' | 'choices' | 'nullable'> {
  const nonNull = j.anyOf ? j.anyOf.find((a) => a.type !== 'null') ?? {} : j;
  const nullable = Boolean(j.anyOf?.some((a) => a.type === 'null'));
  if (nonNull.enum) return { type: 'choice', choices: nonNull.enum.map(String), nullable };
  if (nonNull.type === 'boolean' || nonNull.type === 'integer' || nonNull.type === 'number') return { type: nonNull.type, nullable };
  if (nonNull.type === 'array') return { type: 'numbers', nullable };
  return { type: 'text', nullable };
}

function definitions(): SettingDefinition[] {
  const json = z.toJSONSchema(PublicConfig, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out: SettingDefinition[] = [];
  const walk = (shape: Record<string, z.ZodType>, props: Record<string, JsonSchema>, path: string[], group?: SettingGroup) => {
    for (const [name, schema] of Object.entries(shape)) {
      const p = [...path, name];
      const key = p.join('.');
      if (FILE_ONLY_KEYS.has(key)) continue;
      const j = props[name] ?? {};
      const g = group ?? GROUP_OF[name] ?? 'venue';
      const inner = objectOf(schema);
      if (inner) walk(inner.shape as Record<string, z.ZodType>, j.properties ?? {}, p, g);
      else out.push({ key, path: p, group: g, description: j.description ?? '', default: j.default, schema, ...typeOf(j) });
    }
  };
  walk(PublicConfig.shape as Record<string, z.ZodType>, json.properties ?? {}, []);
  return out;
}

const groupOrder = (g: SettingGroup) => SETTING_GROUPS.findIndex((x) => x.id === g);
/** Every changeable key, by group (spec section) and then in the schema's order. */
export const SETTINGS: readonly SettingDefinition[] = definitions().sort((a, b) => groupOrder(a.group) - groupOrder(b.group));
const BY_KEY = new Map(SETTINGS.map((s) => [s.key, s]));

/** The definition of a changeable key, or undefined (unknown, or file only). */
export const settingDefinition = (key: string): SettingDefinition | undefined => BY_KEY.get(key);
