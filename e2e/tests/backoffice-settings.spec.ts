import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * Storefront settings and messages in the back office (docs/operator-guide.md#storefront-settings-and-messages):
 * the demo admin finds the products page's heading and the find-my-booking message by search,
 * changes them, and the storefront shows the new texts at once, without a restart; "Reset to
 * default" brings the spec's texts back. The e2e store's gt.e2e.json sets neither key; a key it
 * sets (Public.DonationPopup) opens read-only.
 */
const HEADING = 'Plan your day at Harbor Lights';
const MESSAGE = 'We could not find that booking: check the number, last name and e-mail.';
const KEYS = ['Headings.ProductsPage', 'Messages.InvalidFindBookingFields'];

/** Puts both keys back whatever happened (the other journeys read the default texts). */
async function resetThroughApi(request: APIRequestContext) {
  const signIn = await request.post('/api/admin/v1/session', { data: { email: 'admin@example.org', password: 'harbor-lights-admin' } });
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  for (const key of KEYS) await request.delete(`/api/admin/v1/storefront-settings/${key}`, { headers: { 'x-csrf-token': csrfToken } });
}
test.afterAll(async ({ request }) => resetThroughApi(request));

/** Opens a setting from the list by searching for it. */
async function openSetting(page: Page, search: string, key: string) {
  await page.getByRole('menuitem', { name: 'Storefront settings' }).click();
  await page.getByPlaceholder('Search settings and messages').fill(search);
  await page.getByRole('cell', { name: key, exact: true }).click();
  await expect(page.getByRole('heading', { name: key })).toBeVisible();
}

async function findUnknownBooking(page: Page) {
  await page.goto('/GT/findmybooking');
  await page.getByLabel('Booking ID').fill('4829136574');
  await page.getByLabel('Last Name').fill('Patel');
  await page.getByLabel('Email').fill('maya.patel@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
}

test('an admin changes a heading and a message; the storefront shows them at once, and the defaults after a reset', async ({ page }) => {
  // A long journey (two edits, two storefront pages, two resets) on a loaded 2-core machine.
  test.setTimeout(240_000);
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await openSetting(page, 'ProductsPage', 'Headings.ProductsPage');
  await expect(page.getByText('Default: Plan your visit')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Value').fill(HEADING);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting saved: the storefront uses it now.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Headings.ProductsPage' })).toContainText(HEADING);
  await expect(page.getByRole('row').filter({ hasText: 'Headings.ProductsPage' })).toContainText('Changed here');
  await expectNoSeriousAxeViolations(page);

  await openSetting(page, 'find booking', 'Messages.InvalidFindBookingFields');
  await page.getByLabel('Value').fill(MESSAGE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Messages.InvalidFindBookingFields' })).toContainText('Changed here');

  // A key the configuration file sets is read-only, and says so.
  await page.getByPlaceholder('Search settings and messages').fill('DonationPopup');
  await expect(page.getByRole('row').filter({ hasText: 'DonationPopup' })).toContainText('set in gt.config.json');
  await page.getByRole('cell', { name: 'DonationPopup', exact: true }).click();
  await expect(page.getByText('Set in gt.config.json: the configuration file wins')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The storefront, same server process, no restart.
  const store = await page.context().newPage();
  await store.goto('/GT/products');
  await expect(store.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await findUnknownBooking(store);
  await expect(store.getByRole('alert')).toContainText(MESSAGE);

  // Reset to default: the spec's texts again.
  for (const key of KEYS) {
    await openSetting(page, key.split('.')[1] ?? key, key);
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Setting reset to its default.')).toBeVisible();
  }
  await store.goto('/GT/products');
  await expect(store.getByRole('heading', { level: 1, name: 'Plan your visit' })).toBeVisible();
  await findUnknownBooking(store);
  await expect(store.getByRole('alert')).toContainText('Please enter a valid Booking ID, Last Name and Email.');
});
