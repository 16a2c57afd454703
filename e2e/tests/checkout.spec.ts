/**
 * The checkout form and cart around the payment (spec 01 §5): contact details
 * kept with the cart (never the card), Clear Cart confirmed and explained, required fields marked,
 * a phone typed with its country code kept intact.
 */
import { expect, test } from './test';
import { addAdult } from './checkout-steps';
import { cardFields } from './checkout-form';

test('typed contact details survive back-then-forward and reload; the card never does', async ({ page }) => {
  await addAdult(page);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone (optional)').fill('+1 512 555 0142');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('(512) 555-0142');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await cardFields(page).getByLabel('Card Number').fill('4242 4242 4242 4242');
  await cardFields(page).getByLabel('CVV').fill('123');

  await page.goBack();
  await expect(page).toHaveURL(/\/GT\/calendar\/1$/);
  await page.goForward();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('(512) 555-0142');
  await expect(page.getByLabel('State')).toHaveText('Texas');
  await expect(cardFields(page).getByLabel('Card Number')).toHaveValue('');
  await expect(cardFields(page).getByLabel('CVV')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain('ada@example.com');
  expect(stored).not.toContain('4242');
});

test('Clear Cart asks first, then clears the cart and the kept details and says so', async ({ page }) => {
  await addAdult(page);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear Cart' });
  await expect(dialog).toContainText('Remove every ticket from your cart and release their seats?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await dialog.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByText('No item in the cart')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('InfoYour cart was cleared and its seats released.');
  // The empty cart's state stands alone: the contact form goes with the cart.
  await expect(page.getByLabel('First Name')).toHaveCount(0);
});

test('required fields are marked before submit', async ({ page }) => {
  await addAdult(page);
  for (const label of ['First Name', 'Last Name', 'Email', 'State', 'City', 'Zipcode', 'Card Number', 'CVV', 'Month', 'Year']) {
    // The card fields are the provider's, in its iframe.
    const field = ['Card Number', 'CVV', 'Month', 'Year'].includes(label) ? cardFields(page).getByLabel(label) : page.getByLabel(label);
    const required = await field.evaluate((el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true');
    expect(required, label).toBe(true);
  }
});
