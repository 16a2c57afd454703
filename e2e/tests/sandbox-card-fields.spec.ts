/**
 * The sandbox's hosted card fields and 3-D Secure step in a real browser, without the storefront
 * (docs/payments.md#the-sandbox-provider): a blank store page on another origin (localhost, the
 * e2e server being 127.0.0.1) loads `/sandbox-pay/card-fields.js`, mounts both layouts, and the
 * card typed into the iframe goes only to the sandbox's /sandbox-pay/tokens. `handleAction`'s
 * "Confirm your payment" dialog runs against a payment the server answered 402 for.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test as base } from './test';
import { payForAdults } from './manage-support';

const CARD_FIELDS = 'Secure card payment fields';

type Result = { token?: string; error?: string; field?: string };

/**
 * Chromium's local network access checks count a page that `page.route` fulfils as a public
 * site, and refuse its requests to the loopback e2e server; they protect private networks from
 * public pages, which a store and its card provider are not, so they are off in this file.
 */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] }),
    { scope: 'worker' },
  ],
});

/**
 * Opens a blank store page on localhost (served by the test) that loads the module from the e2e
 * server at 127.0.0.1: another origin, as when the card fields live on the provider's.
 */
async function openStore(page: Page, baseURL: string): Promise<Request[]> {
  const store = `${baseURL.replace('127.0.0.1', 'localhost')}/__store`;
  await page.route(store, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Store</title></head>
<body style="margin:16px;font-family:sans-serif"><h1>Pay for your tickets</h1><div id="card"></div><button type="button">Pay</button>
<script src="${baseURL}/sandbox-pay/card-fields.js"></script></body></html>`,
    }),
  );
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(store);
  return requests;
}

/** Mounts the fields (`layout`) into #card; their changes are kept in window.changes. */
async function mount(page: Page, layout: 'MonthYear' | 'SingleExpiry') {
  await page.evaluate(async (layout) => {
    const w = window as unknown as { GTCardFields: { mount(el: HTMLElement | null, o: object): Promise<unknown> }; fields: unknown; changes: unknown[] };
    w.changes = [];
    w.fields = await w.GTCardFields.mount(document.getElementById('card'), { layout, amountCents: 3242, currency: 'USD', onChange: (s: unknown) => w.changes.push(s) });
  }, layout);
  return page.getByTitle(CARD_FIELDS).contentFrame();
}

/**
 * The id of the focused field in the card fields' iframe, when the iframe has the page's focus.
 * (Playwright's toBeFocused also asks the frame's document.hasFocus(), which a headless page's
 * cross-origin frame does not report.)
 */
async function focusedField(page: Page): Promise<string | undefined> {
  if (!(await page.evaluate(() => document.activeElement?.tagName === 'IFRAME'))) return undefined;
  return page.frame({ url: /\/sandbox-pay\/fields/ })?.evaluate(() => document.activeElement?.id);
}

const createToken = (page: Page) => page.evaluate(() => (window as unknown as { fields: { createToken(): Promise<Result> } }).fields.createToken());

test.describe('hosted card fields', () => {
  test('Month and Year layout: required fields, a refused number, then a token; the card goes only to the sandbox', async ({ page, baseURL }) => {
    const requests = await openStore(page, baseURL!);
    const fields = await mount(page, 'MonthYear');
    await expect(fields.getByLabel('Card Number')).toBeVisible();
    await expect(fields.getByLabel('Year').locator('option')).toHaveText(['', ...Array.from({ length: 10 }, (_, i) => String(new Date().getFullYear() + i))]);

    expect(await createToken(page)).toEqual({ error: 'Card Number is required.', field: 'number' });
    for (const text of ['Card Number is required.', 'CVV is required.', 'Month is required.', 'Year is required.']) await expect(fields.getByText(text)).toBeVisible();
    await expect(fields.getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.getByLabel('Card Number')).toHaveAccessibleDescription('Card Number is required.');
    await expect.poll(() => focusedField(page)).toBe('number');

    await fields.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await fields.getByLabel('CVV').fill('123');
    await fields.getByLabel('Month').selectOption('12');
    await fields.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
    await expect(fields.getByText('CVV is required.')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { changes: { complete: boolean }[] }).changes.at(-1))).toEqual({ complete: true });

    expect(await createToken(page)).toEqual({ error: 'Your card number is invalid.', field: 'number' });
    await expect(fields.getByLabel('Card Number')).toHaveAccessibleDescription('Your card number is invalid.');

    await fields.getByLabel('Card Number').fill('4242 4242 4242 4242');
    const result = await createToken(page);
    expect(result).toEqual({ token: expect.stringMatching(/^tok_/) });

    // The card number was posted by the fields page to the sandbox only, never by the store page.
    const withCard = requests.filter((r) => (r.postData() ?? '').includes('4242'));
    expect(withCard.map((r) => r.url())).toEqual(Array(2).fill(`${baseURL}/sandbox-pay/tokens`));
    expect(withCard.every((r) => r.frame() !== page.mainFrame())).toBe(true);
  });

  test('single Expiry layout: a refused expiry is shown under the field, then a token', async ({ page, baseURL }) => {
    await openStore(page, baseURL!);
    const fields = await mount(page, 'SingleExpiry');
    await expect(fields.getByLabel('Month')).toHaveCount(0);
    await fields.getByLabel('Card Number').fill('4242424242424242');
    await fields.getByLabel('CVV').fill('123');
    await fields.getByLabel('Expiry').fill('13/30');
    expect(await createToken(page)).toEqual({ error: "Your card's expiration date is invalid.", field: 'expiry' });
    await expect(fields.getByLabel('Expiry')).toHaveAccessibleDescription("Your card's expiration date is invalid.");
    await expect.poll(() => focusedField(page)).toBe('expiry');
    await fields.getByLabel('Expiry').fill('12/30');
    await expect(fields.getByText("Your card's expiration date is invalid.")).toBeHidden();
    expect(await createToken(page)).toEqual({ token: expect.stringMatching(/^tok_/) });
  });
});

/** A payment the server answers 402 (card 4000 0027 6000 3184): its client secret. */
async function paymentNeedingAuthentication(request: APIRequestContext, lastName: string): Promise<string> {
  const { res } = await payForAdults(request, { day: 33, time: '15:00', adults: 1, lastName, card: '4000002760003184' });
  expect(res.status(), await res.text()).toBe(402);
  return (await res.json()).PaymentAction.ClientSecret as string;
}

const handleAction = (page: Page, secret: string) =>
  page.evaluate((s) => (window as unknown as { GTCardFields: { handleAction(s: string): Promise<unknown> } }).GTCardFields.handleAction(s), secret);

test.describe('3-D Secure', () => {
  test('an unknown payment closes the dialog with "Unknown payment."', async ({ page, baseURL }) => {
    await openStore(page, baseURL!);
    expect(await handleAction(page, 'pi_unknown_secret_unknown')).toEqual({ error: 'Unknown payment.' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const [button, lastName] of [
    ['Complete authentication', 'Approver'],
    ['Fail authentication', 'Refuser'],
  ] as const) {
    test(`"${button}" on the test page finishes the step`, async ({ page, baseURL, request }) => {
      const secret = await paymentNeedingAuthentication(request, lastName);
      await openStore(page, baseURL!);
      const done = handleAction(page, secret);
      const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
      await expect(dialog).toBeFocused();
      const bank = dialog.getByTitle("Your bank's authentication page").contentFrame();
      await expect(bank.getByRole('heading', { name: 'Sandbox 3-D Secure test page' })).toBeVisible();
      await expect(bank.getByText('$32.42')).toBeVisible();
      await expect(bank.getByText('Visa ending in 3184')).toBeVisible();
      await bank.getByRole('button', { name: button }).click();
      expect(await done).toEqual({ ok: true });
      await expect(dialog).toHaveCount(0);
    });
  }

  test('Cancel and Escape close the dialog: "The authentication was cancelled."', async ({ page, baseURL, request }) => {
    const secret = await paymentNeedingAuthentication(request, 'Canceller');
    await openStore(page, baseURL!);
    const pay = page.getByRole('button', { name: 'Pay' });
    await pay.focus();
    let done = handleAction(page, secret);
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog.getByTitle("Your bank's authentication page").contentFrame().getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await done).toEqual({ error: 'The authentication was cancelled.' });
    await expect(dialog).toHaveCount(0);
    await expect(pay).toBeFocused();

    done = handleAction(page, secret);
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await done).toEqual({ error: 'The authentication was cancelled.' });
  });
});
