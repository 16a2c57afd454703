/**
 * General-admission tickets (spec 02 §2.9, §5): /gatickets with the coupon of the
 * address, departments in order, terms from the info icon, 'Valid until' and 'You Save', the §5
 * messages, tax and total; paid at /checkout, with a barcode per ticket on the receipt; the
 * stepper's maximum less what the cart holds; GA tickets paid together with timed tickets.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { amountToPay, fillCard, fillContact, payAndConfirm } from './checkout-steps';
import { dayCell, venueDay } from './venue';

const more = (page: Page, name: string) => page.getByRole('button', { name: `More ${name}`, exact: true }).click();

test('GA tickets with the coupon from the address: messages, totals, paid, a barcode per ticket', async ({ page }) => {
  await page.goto('/GT/gatickets?coupon=GA20');
  await expect(page.getByText('Coupon GA20 applied')).toBeVisible();
  // Grouped by department in order, tickets in order; the one outside its sell window is not listed.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Exhibits', 'Experiences']);
  // The demo's tickets in their order (a back-office journey may have added one of its own to the store).
  const demo = ['4D Theater', 'Shark Tunnel Photo', 'Penguin Feeding'];
  await expect(page.getByRole('heading', { level: 3, name: 'Penguin Feeding' })).toBeVisible();
  expect((await page.getByRole('heading', { level: 3 }).allTextContents()).filter((t) => demo.includes(t))).toEqual(demo);
  await expect(page.getByText('Summer Splash Pass')).toHaveCount(0);
  const theater = page.getByRole('listitem').filter({ hasText: '4D Theater' });
  await expect(theater).toContainText('You Save $2.00');
  await expect(theater).toContainText('GA20 applied');
  await expect(page.getByRole('listitem').filter({ hasText: 'Shark Tunnel Photo' })).toContainText(`Valid until ${venueDay(90).format('MMM D, YYYY')}`);
  await page.getByRole('button', { name: 'Terms and conditions: Penguin Feeding' }).click();
  await expect(page.getByRole('dialog', { name: 'Penguin Feeding' })).toContainText('Book at least two places.');
  await page.getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Please select quantity first');
  await more(page, 'Penguin Feeding');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Penguin Feeding (Please select at least 2 quantity)');
  await more(page, 'Penguin Feeding');
  await more(page, '4D Theater');
  await more(page, '4D Theater');
  await more(page, 'Shark Tunnel Photo');
  // 2 × $8 − 20 % = $12.80 + $1.06; $15 + $1.24; 2 × $12 − 20 % = $19.20 + $1.58 (8.25 % sales tax).
  const total = page.getByRole('definition');
  await expect(total).toHaveText(['−$8.00', '$3.88', '$50.88']);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  const table = page.getByRole('table', { name: 'General admission tickets' });
  await expect(table.getByRole('row', { name: /4D Theater/ })).toContainText('Coupon GA20: −$3.20');
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('$50.88');
  await expect(amountToPay(page)).toContainText('$50.88');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/GT/gatickets');
  await expectNoSeriousAxeViolations(page);

  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, '$50.88');
  // The receipt's discount is the server's, in the lines' total terms ($3.46 + $5.20).
  await expect(page.getByRole('definition')).toHaveText(['−$8.00', '$47.00', '$3.88', '$50.88']);
  // A QR code per GA ticket (2 + 1 + 2), each rendered by the server; the validity printed.
  const barcodes = page.getByRole('img', { name: /QR code/ });
  await expect(barcodes).toHaveCount(5);
  await expect(page.getByRole('img', { name: /^Shark Tunnel Photo 1 QR code [0-9A-Z]{20}$/ })).toBeVisible();
  for (const img of await barcodes.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(`1 ticket · Valid until ${venueDay(90).format('MMM D, YYYY')}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the stepper offers MaxQuantity less what the cart holds; removing the last GA ticket empties the cart', async ({ page }) => {
  await page.goto('/GT/gatickets/Area/5');
  await expect(page.getByRole('heading', { level: 1, name: 'Aquarium Extras' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' }).fill('9');
  await expect(page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' })).toHaveValue('5');
  await page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.goto('/GT/gatickets/Area/5');
  const shark = page.getByRole('listitem').filter({ hasText: 'Shark Tunnel Photo' });
  await expect(shark).toContainText('In cart: 2');
  await page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' }).fill('9');
  await expect(page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' })).toHaveValue('3');
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await page.getByRole('button', { name: 'Remove Shark Tunnel Photo' }).click();
  await expect(page.getByText('No item in the cart')).toBeVisible();
  // The empty cart's state alone (no contact form); what was kept with the cart went with it (spec 01 §4).
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/GT/products');
  await page.goto('/GT/gatickets/Area/5');
  await page.getByRole('textbox', { name: 'Shark Tunnel Photo quantity' }).fill('1');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('GA tickets and timed tickets are paid together', async ({ page }) => {
  await page.goto('/GT/gatickets');
  await more(page, 'Shark Tunnel Photo');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 2)).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // $29.95 + $2.47 and $15.00 + $1.24.
  await expect(amountToPay(page)).toContainText('$48.66');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/GT/products');
  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, '$48.66');
  // The event's booking and its ticket, and the GA ticket.
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'Shark Tunnel Photo' })).toBeVisible();
});
