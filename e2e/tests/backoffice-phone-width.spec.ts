/**
 * The back office at 375 px: no page scrolls sideways. A list's table scrolls inside its card
 * (theme.ts), the member search is one line per membership, and the forms' long labels wrap.
 */
import { expect, test } from './test';

test.use({ viewport: { width: 375, height: 800 } });

const pages: [path: string, heading: RegExp][] = [
  ['bookings', /Bookings/],
  ['memberships', /Members/],
  ['sales', /Sales/],
  ['audit-log', /Audit log/],
  ['schedules', /Schedules/],
  ['tour-products', /Tour products/],
  ['food-order-locations/create', /Create/],
  ['booking-types/create', /Create/],
];

test('no back office page scrolls sideways on a phone', async ({ page }) => {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Demo admin')).toBeVisible();
  const wide: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('banner')).toContainText(heading);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
  // The member search: a line per membership, with its primary member and package.
  await page.goto('/admin/memberships');
  await expect(page.getByRole('link', { name: /Maya Rivera · Family Membership/ })).toBeVisible();
});
