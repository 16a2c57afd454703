/**
 * Gift cards in the back office (docs/operator-guide.md#gift-cards): the demo admin issues a
 * goodwill gift card by hand, copies its number from the card's page, a visitor pays for a ticket
 * with it in the storefront (no PIN asked of a card issued by hand: the PIN dialog is skipped),
 * and the card's ledger in the back office shows the issue, the cart's hold and the redeem.
 */
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillContact } from './checkout-form';

test('an admin issues a goodwill gift card; a visitor pays with it; the back office shows the redeem', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Gift cards' }).click();
  await expect(page.getByRole('row').filter({ hasText: '****KQANEV' })).toContainText('$100.00');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Amount ($)').fill('40');
  await page.getByLabel('For (name)').fill('Sam Rivera');
  await page.getByLabel('For (e-mail)').fill('sam.rivera@example.org');
  await page.getByLabel('Reason').fill('Goodwill: the shark tunnel was closed during the visit');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Issued by hand')).toBeVisible();
  await page.getByRole('button', { name: 'Copy number' }).click();
  await expect(page.getByText('Card number copied.')).toBeVisible();
  const number = await page.evaluate(() => navigator.clipboard.readText());
  expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const ledger = page.getByRole('table').filter({ hasText: 'Goodwill' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Issue');
  await expect(ledger.getByRole('row').nth(1)).toContainText('$40.00');
  await expectNoSeriousAxeViolations(page);
  const cardPage = page.url();

  // The visitor: one adult ($32.42 with tax), paid in full by the card.
  await addTickets(page, { day: 4, time: '02:00 pm', adults: 1 });
  const box = page.getByRole('group', { name: 'Gift card' });
  await box.getByLabel('Enter Gift Card Number').fill(number);
  await box.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Gift Card PIN' }).getByRole('button', { name: "Skip, I don't have one" }).click();
  const masked = `****${number.slice(-6)}`;
  await expect(page.getByRole('listitem').filter({ hasText: `Gift card ${masked}: $32.42 applied` })).toContainText('Remaining balance $7.58');
  await fillContact(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $0.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();

  // Back office: the redeem entry with its receipt, the balance left.
  await page.goto(cardPage);
  const rows = page.getByRole('table').filter({ hasText: 'Goodwill' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Redeem' })).toContainText('-$32.42');
  await expect(rows.filter({ hasText: 'Hold (released)' })).toContainText('-$32.42');
  await expect(page.getByText('$7.58').first()).toBeVisible();

  // Found again by the holder's name in the list.
  await page.getByRole('menuitem', { name: 'Gift cards' }).click();
  await page.getByLabel('Card number’s end, buyer’s name or e-mail').fill('sam riv');
  await expect(page.getByRole('row').filter({ hasText: masked })).toContainText('Sam Rivera');
});
