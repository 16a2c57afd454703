import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults } from './manage-support';
import { venueDay } from './venue';

/**
 * Manifests and sales: a visitor buys two adult tickets through the public API; the demo
 * admin finds them on that day's manifest (name, quantity, paid) and the amount in today's sales
 * (the net grows by exactly $64.84); the manifest's print button and CSV link are there.
 */
async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manifests' })).toBeVisible();
}

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a visitor’s purchase shows on the day’s manifest and in the day’s sales', async ({ page, request }) => {
  await signIn(page);
  const today = venueDay(0).format('YYYY-MM-DD');
  const salesOf = async () =>
    ((await (await page.request.get(`/api/admin/v1/sales?from=${today}&to=${today}`)).json()) as { totals: { netCents: number } }).totals
      .netCents;
  const before = await salesOf();

  const owner = await bookAdults(request, { day: 30, time: '10:00', adults: 2, lastName: 'Manifold' });
  const day = venueDay(30);

  await page.getByRole('menuitem', { name: 'Manifests' }).click();
  await expect(page.getByRole('heading', { name: /^Manifest for / })).toBeVisible();
  await page.getByLabel('Day').fill(day.format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: `Manifest for ${day.format('ddd, MMM D, YYYY')}` })).toBeVisible();
  const card = page.getByRole('region', { name: 'Manifest of Timed Admission at 10:00 AM' });
  const row = card.getByRole('row').filter({ hasText: owner.id });
  await expect(row).toContainText('Grace Manifold');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/v1/manifests/days/${day.format('YYYY-MM-DD')}?format=csv`,
  );
  const csv = await (await page.request.get(`/api/admin/v1/manifests/days/${day.format('YYYY-MM-DD')}?format=csv`)).text();
  const line = csv.split('\n').find((l) => l.includes(owner.id)) ?? '';
  expect(
    line.startsWith(`Timed Admission,${day.format('YYYY-MM-DD')} 10:00,${owner.id},Grace Manifold,${owner.email},3125550123,2,2,`),
  ).toBe(true);
  expect(line.endsWith(',64.84,64.84,0.00,Paid')).toBe(true);
  await expectNoSeriousAxeViolations(page);

  const after = await salesOf();
  expect(after - before).toBe(6484);
  await page.getByRole('menuitem', { name: 'Sales' }).click();
  await expect(page.getByRole('heading', { name: `Sales for ${venueDay(0).format('ddd, MMM D, YYYY')}` })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Timed Admission' })
      .filter({ hasText: /^(?!.*refunded).*Adult/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Net${money(after)}`);
  await expectNoSeriousAxeViolations(page);
});

/**
 * Event cancellation: from an event's manifest, the admin cancels the event with a refund to the
 * card; the dialog reports the booking refunded and the manifest then shows the event cancelled.
 */
test('an event cancelled from its manifest refunds its booking to the card', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 31, time: '14:00', adults: 1, lastName: 'Canceller' });
  const day = venueDay(31);
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Manifests' }).click();
  await page.getByLabel('Day').fill(day.format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Show' }).click();
  const card = page.getByRole('region', { name: 'Manifest of Timed Admission at 2:00 PM' });
  await expect(card.getByRole('row').filter({ hasText: owner.id })).toContainText('Grace Canceller');
  await card.getByRole('button', { name: 'Cancel event' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel Timed Admission' });
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Burst water main');
  await expect(dialog.getByRole('radio', { name: /^To the card they paid with/ })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel event and refund all' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 refunded ($32.42), 0 already cancelled, 0 failed, 0 waiting, of 1 bookings.');
  await expect(dialog.getByRole('row').filter({ hasText: owner.id })).toContainText('Refunded$32.42 to the card');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText('No bookings.');
});
