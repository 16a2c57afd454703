import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults } from './manage-support';
import { venueDay } from './venue';

/**
 * Money reports: a visitor buys two adult tickets by card; the demo admin opens *Money reports*
 * for today and sees the card payments grow by exactly $64.84, downloads the report as CSV, then
 * opens *Reconciliation*, where the new payment is matched with the sandbox provider's record.
 */
test('the money report counts a card sale, downloads as CSV, and the reconciliation matches it', async ({ page, request }) => {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Money reports' })).toBeVisible();
  const today = venueDay(0).format('YYYY-MM-DD');
  const cardOf = async () =>
    (
      (await (await page.request.get(`/api/admin/v1/money-reports?from=${today}&to=${today}`)).json()) as {
        payments: { type: string; amountCents: number }[];
      }
    ).payments.find((p) => p.type === 'card')?.amountCents ?? 0;
  const before = await cardOf();
  await bookAdults(request, { day: 34, time: '10:00', adults: 2, lastName: 'Ledger' });
  const after = await cardOf();
  expect(after - before).toBe(6484);

  await page.getByRole('menuitem', { name: 'Money reports' }).click();
  await expect(page.getByRole('heading', { name: `Money for ${venueDay(0).format('ddd, MMM D, YYYY')}` })).toBeVisible();
  const byType = page.getByRole('region', { name: 'By payment type' });
  const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  await expect(byType.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Card', exact: true }) })).toContainText(money(after));
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`money-${today}-${today}.csv`);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  expect(csv).toContain(`By payment type\nPayment type,Count,Amount\nCard,`);
  expect(csv).toContain(`,${(after / 100).toFixed(2)}\n`);

  await page.getByRole('menuitem', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: /^Card payments for .* \(provider: sandbox\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '$64.84' }).last();
  await expect(row).toContainText('Matched');
  await expectNoSeriousAxeViolations(page);
});
