/**
 * The kitchen screen (docs/food-ordering.md#kitchen-screen): a kitchen operator has the Kitchen
 * page open; a visitor orders a latte to a tab; the order appears on the kitchen screen at once
 * (server-sent events, no reload) with its tab location, options and notes; the operator marks it
 * Preparing, then Ready; the visitor reloads the receipt and reads "Ready for pickup".
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { addLatte, fillContactAndCard, openCafeMenu } from './food-support';

const API = '/api/admin/v1';

/** A new kitchen operator, invited by the demo admin through the API: e-mail and one-time password. */
async function inviteCook(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const signIn = await request.post(`${API}/session`, { data: { email: 'admin@example.org', password: 'harbor-lights-admin' } });
  expect(signIn.status()).toBe(200);
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const email = `cook-${Date.now()}@example.org`;
  const created = await request.post(`${API}/users`, { data: { email, name: 'Cook', role: 'kitchen' }, headers: { 'x-csrf-token': csrfToken } });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password: ((await created.json()) as { oneTimePassword: string }).oneTimePassword };
}

async function signInAsCook(page: Page, cook: { email: string; password: string }) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(cook.email);
  await page.getByLabel('Password').fill(cook.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Current password').fill(cook.password);
  await page.getByLabel('New password').fill('kitchen pass phrase 2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Welcome, Cook')).toBeVisible();
}

test('a tab order appears live on the kitchen screen, is marked Preparing then Ready, and the reloaded receipt says Ready for pickup', async ({ page, browser, request }, testInfo) => {
  const kitchen = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Tokyo', reducedMotion: 'reduce' })).newPage();
  await signInAsCook(kitchen, await inviteCook(request));
  await kitchen.getByRole('menuitem', { name: 'Kitchen' }).click();
  await expect(kitchen.getByRole('heading', { name: "Today's orders" })).toBeVisible();

  await openCafeMenu(page);
  await addLatte(page, 'Oat Milk', 'no foam');
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await page.getByRole('link', { name: 'Finish & Pay' }).click();
  await fillContactAndCard(page);
  await page.getByLabel('Phone').fill('3125550123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const heading = page.getByRole('heading', { name: /^Order number \d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Order status: Received')).toBeVisible();
  const orderNumber = (await heading.textContent())?.match(/\d+/)?.[0];

  // Live: the kitchen screen was not reloaded.
  const card = kitchen.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('Reef Terrace tables');
  await expect(card).toContainText('1 × Latte');
  await expect(card).toContainText('Oat Milk, Extra Shot');
  await expect(card).toContainText('Note: no foam');
  await expect(card).toContainText('New');
  await expectNoSeriousAxeViolations(kitchen);
  await card.getByRole('button', { name: 'Preparing' }).click();
  await expect(card.getByRole('button', { name: 'Preparing' })).toBeDisabled();
  await expect(card).toContainText('Preparing');
  await kitchen.screenshot({ path: testInfo.outputPath('kitchen-1366.png'), fullPage: true });
  await card.getByRole('button', { name: 'Ready' }).click();
  await expect(card.getByRole('button', { name: 'Ready' })).toBeDisabled();
  await kitchen.setViewportSize({ width: 375, height: 800 });
  await kitchen.screenshot({ path: testInfo.outputPath('kitchen-375.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: `Order number ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Order status: Ready for pickup')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('receipt-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('receipt-375.png'), fullPage: true });
  await kitchen.context().close();
});
