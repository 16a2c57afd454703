import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/** A 64×36 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDD6qj+Tm2krIf7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILlQ95G8eg4XRxC888KwAAAAASUVORK5CYII=',
  'base64',
);

/**
 * The catalogue in the back office (docs/operator-guide.md 1): the demo admin
 * creates a display area with an uploaded image and a booking type shown in it (with the form's
 * validation messages),
 * the storefront's products page lists the new area at once, and the admin then deletes both
 * (the booking type first: an area still showing one cannot be deleted), leaving the demo
 * catalogue as the other journeys expect it.
 */
test('admin creates a display area and a booking type in it; the storefront shows the area at once', async ({ page }) => {
  const area = `Sunset Kayaks ${Date.now() % 100000}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Display areas' }).click();
  await expect(page).toHaveURL(/\/admin\/display-areas$/);
  await expect(page.getByRole('cell', { name: 'Aquarium Admission' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Text shown with the area').fill('Paddle the harbor at golden hour.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByLabel('Name').fill(area);
  await page.getByLabel('Sort order').fill('4');
  await page.locator('input[type=file][aria-label="Large image"]').setInputFiles({ name: 'kayak.png', mimeType: 'image/png', buffer: PNG });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: area })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Booking types' }).click();
  await expect(page).toHaveURL(/\/admin\/booking-types$/);
  await expect(page.getByRole('cell', { name: 'Timed Admission' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill('Kayak Tour');
  await page.getByLabel('Minimum tickets').fill('5');
  await page.getByLabel('Maximum tickets').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The minimum number of tickets cannot be more than the maximum.')).toBeVisible();
  await page.getByLabel('Minimum tickets').fill('1');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Display area' }).click();
  await page.getByRole('option', { name: area }).click();
  await expect(page.getByRole('combobox', { name: 'Display area' })).toHaveText(area);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Kayak Tour' });
  await expect(row).toContainText(area);

  // The storefront, with no restart: the new area (order 4) after Animal Encounters (order 3).
  const store = await page.context().newPage();
  await store.goto('/GT/products');
  await expect(store.getByRole('heading', { level: 2 })).toHaveText([
    'Aquarium Admission',
    'Tours and Evenings',
    'Animal Encounters',
    area,
  ]);
  await expect(store.getByText('Paddle the harbor at golden hour.')).toBeVisible();
  // Its image was uploaded on save and is served from the database.
  const image = store.locator('img[src^="/images/"]');
  await expect(image).toHaveAttribute('src', /^\/images\/[\w-]+\.png$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

  // An area that still shows a booking type cannot be deleted; once the booking type is gone, it can.
  await page.getByRole('menuitem', { name: 'Display areas' }).click();
  await expect(page).toHaveURL(/\/admin\/display-areas$/);
  await page.getByRole('cell', { name: area }).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This display area cannot be deleted: it is used by 1 booking type.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Booking types' }).click();
  await expect(page).toHaveURL(/\/admin\/booking-types$/);
  await row.click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'Timed Admission' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kayak Tour' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Display areas' }).click();
  await expect(page).toHaveURL(/\/admin\/display-areas$/);
  await page.getByRole('cell', { name: area }).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'Aquarium Admission' })).toBeVisible();
  await expect(page.getByRole('cell', { name: area })).toHaveCount(0);
  await store.reload();
  await expect(store.getByRole('heading', { level: 2 })).toHaveText(['Aquarium Admission', 'Tours and Evenings', 'Animal Encounters']);
});
