/**
 * Storefront settings and messages in the back office (docs/configuration.md#settings-changed-in-the-back-office):
 * checked with the configuration's zod schema (its exact messages), in use at once by the
 * storefront's config answer and by the server (no restart), in other processes within
 * SettingsCacheSeconds, the configuration file winning, no secrets, every change audited.
 */
import { PublicConfig } from '@gt/contract/config';
import type { StorefrontSetting } from '@gt/contract/admin/storefront-settings';
import { adminMessages } from '@gt/domain/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/server-config';
import { FILE_ONLY_KEYS, GROUP_OF } from '../src/modules/storefront-settings/catalogue';
import { writeStoredSetting } from '../src/modules/storefront-settings/repository';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';

/** Secrets and infrastructure of the store's configuration: none may reach the back office. */
const SECRETS = {
  MetricsToken: 'metrics-token-s3cret',
  Recaptcha: { Secret: 'recaptcha-s3cret' },
  Mail: { SmtpURL: 'smtp://mailer:smtp-pa55word@smtp.example.org:587' },
  MiddlewareKeys: ['private-kitchen-key-s3cret'],
  Stripe: { WebhookSecret: 'whsec_s3cret' },
};

let store: TestStore;
let admin: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({
    seed: false,
    config: { ...SECRETS, HoldMinutes: 20, Public: { Headings: { Checkout: 'Pay here (from file)' }, Messages: { FreeOrder1: 'Free (from file)' } } },
  });
  admin = await operatorWithSession(store, 'admin');
});
afterAll(() => store.close());

const setting = (key: string) => asOperator(store, admin, 'GET', `/storefront-settings/${key}`);
const change = (key: string, value: unknown) => asOperator(store, admin, 'PATCH', `/storefront-settings/${key}`, { value });
const publicConfig = async () => (await store.app.inject({ method: 'GET', url: '/api/v1/config' })).json() as PublicConfig;
const allSettings = async () => {
  const res = await asOperator(store, admin, 'GET', '/storefront-settings?start=0&end=200');
  expect(res.statusCode).toBe(200);
  return res;
};

describe('the list of storefront settings', () => {
  it('has every public key but the file-only ones, each with its group, description and default', async () => {
    const { data, total } = (await allSettings()).json() as { data: StorefrontSetting[]; total: number };
    expect(total).toBe(data.length);
    expect(data.find((s) => s.id === 'Headings.ProductsPage')).toEqual({
      id: 'Headings.ProductsPage',
      group: 'headings',
      description: '',
      type: 'text',
      nullable: false,
      default: 'Plan your visit',
      value: 'Plan your visit',
      source: 'default',
    });
    expect(data.find((s) => s.id === 'DonationProductID')).toMatchObject({ group: 'prices', type: 'integer', nullable: true, default: 9001 });
    expect(data.find((s) => s.id === 'PaymentMethodType')).toMatchObject({ type: 'choice', choices: ['MonthYear', 'SingleExpiry'] });
    expect(data.find((s) => s.id === 'DiscardTimeMinutes')?.description).toContain('Minutes before the cart is discarded');
    expect(data.map((s) => s.id)).not.toContain('VenueTimeZone');
    // Every top-level public key is grouped or kept in the file (a new key must be placed).
    for (const key of Object.keys(PublicConfig.shape)) expect(FILE_ONLY_KEYS.has(key) || key in GROUP_OF, key).toBe(true);
  });

  it('finds by words in the key, description or value, and by group', async () => {
    const found = (await asOperator(store, admin, 'GET', '/storefront-settings?q=coupon%20expired')).json() as { data: StorefrontSetting[] };
    expect(found.data.map((s) => s.id)).toEqual(['Messages.CouponExpired']);
    const headings = (await asOperator(store, admin, 'GET', '/storefront-settings?group=headings')).json() as { data: StorefrontSetting[]; total: number };
    expect(headings.total).toBe(12);
    expect(new Set(headings.data.map((s) => s.group))).toEqual(new Set(['headings']));
  });

  it('never shows a secret or server infrastructure key or value', async () => {
    const body = (await allSettings()).body;
    for (const text of ['metrics-token-s3cret', 'recaptcha-s3cret', 'smtp-pa55word', 'private-kitchen-key-s3cret', 'whsec_s3cret', 'gt-storefront'])
      expect(body).not.toContain(text);
    for (const key of ['"MetricsToken', '"Recaptcha', '"SmtpURL', '"MiddlewareKey', '"DatabaseURL', '"Stripe', '"SecretKey', '"CardFieldsKey', '"Port'])
      expect(body).not.toContain(key);
    expect((await setting('MiddlewareKey')).statusCode).toBe(404);
    expect(message(await change('CardFieldsKey', 'pk_test_x'))).toBe(adminMessages.settingNotFound);
  });
});

describe('changing a setting', () => {
  it('is checked with the configuration schema and answers its exact message', async () => {
    const refused = [
      ['CalendarStartHour', 30, "Invalid body field 'value': Too big: expected number to be <=23"],
      ['Currency', 'EURO', "Invalid body field 'value': Too big: expected string to have exactly 3 characters"],
      ['ShowFindMyBooking', 'yes', "Invalid body field 'value': Invalid input: expected boolean, received string"],
      ['EmailRegex', '([a-z', "Invalid body field 'value': must be a valid regular expression"],
      ['PaymentMethodType', 'Cheque', `Invalid body field 'value': Invalid option: expected one of "MonthYear"|"SingleExpiry"`],
      ['FieldLengths.City', 0, "Invalid body field 'value': Too small: expected number to be >0"],
      ['Headings.ProductsPage', undefined, adminMessages.settingValueMissing],
      // The whole configuration too: the file's HoldMinutes (20) against a longer discard time.
      [
        'DiscardTimeMinutes',
        30,
        "Invalid body field 'value': HoldMinutes: HoldMinutes (20) must not be shorter than Public.DiscardTimeMinutes (30): seats would lapse before the cart is discarded",
      ],
    ] as const;
    for (const [key, value, text] of refused) {
      const res = await change(key, value);
      expect(res.statusCode, key).toBe(400);
      expect(message(res), key).toBe(text);
    }
    expect((await publicConfig()).CalendarStartHour).toBe(8);
    expect(message(await change('No.Such', 1))).toBe(adminMessages.settingNotFound);
  });

  it('takes effect without a restart: the storefront config and the server (field lengths) at once', async () => {
    const res = await change('Headings.ProductsPage', 'Plan your day at the harbor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 'Plan your day at the harbor', source: 'backoffice' });
    expect((await change('Messages.NoEventsFound', 'Nothing on those days.')).statusCode).toBe(200);
    const pub = await publicConfig();
    expect(pub.Headings.ProductsPage).toBe('Plan your day at the harbor');
    expect(pub.Messages.NoEventsFound).toBe('Nothing on those days.');

    expect((await change('FieldLengths.LastName', 20)).statusCode).toBe(200);
    const address = { IsPrimaryAddress: true, AddressTypeID: 1, Email: 'sam@example.org', Street1: '12 Pier Rd', CitySuburb: 'Galveston', State: 'TX', Postcode: '77550', Country: 'US', MobilePhone: '4095550199' };
    const guest = { FirstName: 'Sam', LastName: 'L'.repeat(21), GuestEmail: 'sam@example.org', CustomerAddress: [address] };
    const customer = await store.app.inject({ method: 'POST', url: '/api/v1/customers', payload: [guest] });
    expect(customer.json().Errors[0].ErrorMessage).toBe('Last Name must be at most 20 characters.');
    expect((await change('DonationProductID', null)).json()).toMatchObject({ value: null, source: 'backoffice' });
    expect((await publicConfig()).DonationProductID).toBeNull();
  });

  it('reaches another process on the same database within SettingsCacheSeconds', async () => {
    const other = (seconds: number) =>
      buildApp({ db: store.ctx.db, clock: store.ctx.clock, config: loadConfig({}, { DataDir: 'memory://', SettingsCacheSeconds: seconds }) });
    const [fresh, cached] = [await other(0), await other(300)];
    try {
      const read = async (app: typeof fresh) => ((await app.inject({ method: 'GET', url: '/api/v1/config' })).json() as PublicConfig).Headings.Memberships;
      expect(await read(fresh)).toBe('Memberships');
      expect(await read(cached)).toBe('Memberships');
      expect((await change('Headings.Memberships', 'Become a member')).statusCode).toBe(200);
      expect(await read(fresh)).toBe('Become a member');
      // The other copy is kept until SettingsCacheSeconds have passed.
      expect(await read(cached)).toBe('Memberships');
    } finally {
      await fresh.close();
      await cached.close();
    }
  });

  it('derives the server values from the new value (HoldMinutes follows DiscardTimeMinutes)', async () => {
    const derived = await startTestStore({ seed: false });
    try {
      const who = await operatorWithSession(derived, 'admin');
      const res = await asOperator(derived, who, 'PATCH', '/storefront-settings/DiscardTimeMinutes', { value: 25 });
      expect(res.statusCode, res.body).toBe(200);
      expect(derived.ctx.config.HoldMinutes).toBe(25);
      expect(derived.ctx.config.Public.DiscardTimeMinutes).toBe(25);
    } finally {
      await derived.close();
    }
  });
});

describe('the configuration file wins', () => {
  it('shows its keys read-only and refuses to change them', async () => {
    expect((await setting('Headings.Checkout')).json()).toMatchObject({ value: 'Pay here (from file)', default: 'Checkout', source: 'file' });
    const res = await change('Headings.Checkout', 'Checkout now');
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(adminMessages.settingSetInFile);
    expect(message(await asOperator(store, admin, 'DELETE', '/storefront-settings/Messages.FreeOrder1'))).toBe(adminMessages.settingSetInFile);
  });

  it('over a value stored before the file set the key', async () => {
    await store.ctx.db.transaction((tx) => writeStoredSetting(tx, 'Messages.FreeOrder1', 'Free (from the database)', new Date()));
    expect((await change('Messages.FreeOrder2', 'Press Pay.')).statusCode).toBe(200); // reloads this process
    const pub = await publicConfig();
    expect(pub.Messages.FreeOrder1).toBe('Free (from file)');
    expect(pub.Messages.FreeOrder2).toBe('Press Pay.');
  });
});

describe('the audit log', () => {
  const auditOf = async (key: string) =>
    (await asOperator(store, admin, 'GET', `/audit-log?entity=storefront-setting&entityId=${key}`)).json().data as {
      action: string;
      actorEmail: string;
      before: unknown;
      after: unknown;
    }[];

  it('records each change and reset with before and after; a reset brings the default back', async () => {
    expect((await change('Messages.CouponExpired', 'That code has expired.')).statusCode).toBe(200);
    expect((await change('Messages.CouponExpired', 'That code is no longer valid.')).statusCode).toBe(200);
    const reset = await asOperator(store, admin, 'DELETE', '/storefront-settings/Messages.CouponExpired');
    expect(reset.statusCode).toBe(204);
    expect((await publicConfig()).Messages.CouponExpired).toBe('This coupon code has expired.');
    expect((await setting('Messages.CouponExpired')).json()).toMatchObject({ source: 'default', value: 'This coupon code has expired.' });
    const [last, second, first] = await auditOf('Messages.CouponExpired');
    expect(first).toMatchObject({
      action: 'storefront-setting.update',
      actorEmail: admin.email,
      before: { value: 'This coupon code has expired.', source: 'default' },
      after: { value: 'That code has expired.', source: 'backoffice' },
    });
    expect(second).toMatchObject({ before: { value: 'That code has expired.', source: 'backoffice' }, after: { value: 'That code is no longer valid.' } });
    expect(last).toMatchObject({
      action: 'storefront-setting.reset',
      before: { value: 'That code is no longer valid.', source: 'backoffice' },
      after: { value: 'This coupon code has expired.', source: 'default' },
    });
  });
});
