/**
 * Coupons in the back office (docs/operator-guide.md#coupons): the demo admin creates a
 * unique-code coupon (25 % off adults, two per purchase) and generates 5 codes on its page; a
 * visitor applies one of them at checkout, sees the discount and pays; the coupon's page then
 * lists the purchase, linking to its booking.
 */
import { expect, test } from './test';
import { addTickets, fillCard, fillContact } from './checkout-form';

test('an admin creates a unique-code coupon and generates 5 codes; a visitor pays with one; its use links to the booking', async ({ page }) => {
  // Two screens and a checkout with payment in one journey.
  test.setTimeout(180_000);
  const name = `Press codes ${Date.now()}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'SAVE10' })).toContainText('10 % off admission');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL(/\/admin\/coupons\/create$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByLabel(/Unique codes/).check();
  await page.getByLabel('Tickets per code in all (0: no limit)').fill('2');
  await page.getByLabel('Tickets discounted per purchase (0: no limit)').fill('2');
  const rules = page.locator('.ra-input-tourProducts');
  await rules.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Tour product' }).click();
  await page.getByRole('option', { name: 'Adult', exact: true }).click();
  await page.getByLabel('Percent off').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();

  // The coupon's page: generate 5 codes.
  await expect(page.getByText(`Coupon ${name}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Codes' }).click();
  await expect(page.getByText('No codes yet.')).toBeVisible();
  await page.getByLabel('Number of codes').fill('5');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByText('Generated 5 codes (5 in all).')).toBeVisible();
  const codeCells = page.getByRole('row').filter({ hasText: /^[0-9A-Z]{16}/ });
  await expect(codeCells).toHaveCount(5);
  const code = ((await codeCells.first().getByRole('cell').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{16}$/);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /\/api\/admin\/v1\/coupon-codes\?couponId=\d+&format=csv$/);
  const couponPage = page.url().replace(/\/codes$/, '');

  // The visitor applies it to two adults and sees 25 % off them.
  await addTickets(page, { day: 4, time: '11:00 am', adults: 2 });
  const box = page.getByRole('group', { name: 'Coupon' });
  await box.getByLabel('Enter Coupon Code').fill(code.toLowerCase());
  await box.getByRole('button', { name: 'Apply' }).click();
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: new RegExp(`Coupon ${code} on Adult`) })).toContainText('−$14.98');
  await expect(page.getByRole('listitem').filter({ hasText: `Coupon ${code} applied` })).toBeVisible();
  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();

  // Back in the back office: the coupon was used once, by that purchase, and its booking opens.
  await page.goto(couponPage);
  await expect(page.getByText('Times used')).toBeVisible();
  await page.getByRole('tab', { name: 'Uses' }).click();
  const use = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(use).toContainText(code);
  await expect(use).toContainText('Sale');
  await use.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+\/show$/);
  await expect(page.getByText(/Booking \d+: Ada Lovelace/)).toBeVisible();
});
