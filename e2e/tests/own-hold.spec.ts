/**
 * What the visitor's own hold means while browsing: seats
 * they hold count as theirs (item 3), and re-adding an event keeps its answers (item 4).
 */
import { expect, test } from './test';
import { dayCell, venueDay } from './venue';

test('adding more to an event in the cart: 5 seats, 3 held, 2 more accepted; the last seats stay bookable for their holder', async ({ page }) => {
  // Tomorrow's 10:00 Timed Admission has 5 seats left in the demo store.
  const slot = async () => (await dayCell(page, 1)).getByRole('button', { name: '10:00 am Timed Admission' });
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  await page.goto('/GT/calendar/1');
  await (await slot()).click();
  await expect(drawer.getByText('10:00 am – 11:00 am · Seats available: 5')).toBeVisible();
  for (let i = 0; i < 3; i++) await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.goto('/GT/calendar/1');
  await (await slot()).click();
  await expect(drawer.getByText('10:00 am – 11:00 am · Seats available: 2 (3 in your cart)')).toBeVisible();
  await drawer.getByRole('button', { name: 'More Child' }).click();
  await drawer.getByRole('button', { name: 'More Child' }).click();
  await expect(drawer.getByRole('button', { name: 'More Child' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  // Everyone else sees Sold Out; the holder can still open it and add a parking pass.
  await page.goto('/GT/calendar/1');
  await (await slot()).click();
  await expect(drawer.getByText('10:00 am – 11:00 am · Seats available: 0 (5 in your cart)')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'More Adult' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'More Parking Pass' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  const tomorrow = venueDay(1).format('YYYY-MM-DD');
  const others = await (await page.request.get(`/api/v1/TourEvents?BookingTypeID=1&From=${tomorrow}&To=${tomorrow}`)).json();
  expect(others.find((e: { EventStartDateTime: string }) => e.EventStartDateTime.includes('T10:00')).BookNowOption).toBe('Sold Out');
});

test("re-adding an event in the cart starts from its stored answers and keeps them", async ({ page }) => {
  const day = venueDay(10);
  const drawer = page.getByRole('dialog', { name: 'Behind-the-Scenes Tour' });
  const open = async () => {
    await page.goto('/GT/calendar/2');
    await page.getByLabel('Date').fill(day.format('YYYY-MM-DD'));
    await page.getByRole('article').filter({ hasText: day.format('MMMM DD, YYYY') }).filter({ hasText: '01:30 pm' }).getByRole('button', { name: 'Book Now' }).click();
  };
  await open();
  await drawer.getByLabel('Lead guest name (required)').fill('Ann Lee');
  await drawer.getByLabel('Youngest guest date of birth (required)').fill('2010-04-01');
  await drawer.getByLabel('Tallest guest height (inches) (required)').fill('70');
  await drawer.getByRole('checkbox', { name: 'All guests can climb stairs (required)' }).check();
  await drawer.getByLabel('Notes for the guide').fill('Vegetarian lunch');
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  for (const items of [3, 4]) {
    await open();
    await expect(drawer.getByLabel('Lead guest name (required)')).toHaveValue('Ann Lee');
    await expect(drawer.getByLabel('Tallest guest height (inches) (required)')).toHaveValue('70');
    await expect(drawer.getByRole('checkbox', { name: 'All guests can climb stairs (required)' })).toBeChecked();
    await expect(drawer.getByLabel('Notes for the guide')).toHaveValue('Vegetarian lunch');
    await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
    await drawer.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: `Cart, ${items} items` })).toBeVisible();
  }
});
