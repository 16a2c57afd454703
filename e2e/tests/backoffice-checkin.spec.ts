import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults } from './manage-support';
import { venueDay } from './venue';

/**
 * Check-in shows live on the manifest: a visitor buys two adult tickets; the admin opens that
 * day's manifest ("0 of 2 in"); a door scans one ticket (the check-in API) and, without anyone
 * pressing anything, the open manifest then shows "1 of 2 in" for the booking and the event.
 */
async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manifests' })).toBeVisible();
}

test('a ticket scanned at the door shows on the open manifest', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 32, time: '11:00', adults: 2, lastName: 'Doorway' });
  const day = venueDay(32);
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Manifests' }).click();
  await page.getByLabel('Day').fill(day.format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Show' }).click();
  const card = page.getByRole('region', { name: 'Manifest of Timed Admission at 11:00 AM' });
  const row = card.getByRole('row').filter({ hasText: owner.id });
  await expect(row).toContainText('0 of 2 in');

  const { csrfToken } = (await (await page.request.get('/api/admin/v1/session')).json()) as { csrfToken: string };
  const scan = await page.request.post('/api/admin/v1/checkins', {
    headers: { 'x-csrf-token': csrfToken },
    data: { list: { tourEventId: owner.eventId }, code: owner.tickets?.[0], door: 'Door 1' },
  });
  expect(await scan.json()).toMatchObject({ result: 'admitted', message: 'Admitted' });
  await expect(row).toContainText('1 of 2 in');
  await expect(card).toContainText('1 of 2 in');
  await expectNoSeriousAxeViolations(page);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${test.info().outputDir}/manifest-checked-in-${width}.png`, fullPage: true });
  }
});
