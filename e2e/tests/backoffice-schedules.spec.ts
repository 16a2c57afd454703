import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * Schedules in the back office: the demo admin creates a weekly
 * schedule for the demo's Timed Admission (Saturdays and Sundays at 18:30, venue time), previews
 * its events before saving (in the venue's time, while the browser runs in Asia/Tokyo), saves it
 * and finds the events it made in the events list with their seats.
 */
const ZONE = 'America/Chicago';

/** The venue date `days` after today, `YYYY-MM-DD`. */
function venueDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** The first Saturday from today (venue date), and the day after. */
function nextWeekend(): [string, string] {
  for (let d = 0; d < 7; d++) {
    const date = venueDate(d);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return [date, venueDate(d + 1)];
  }
  throw new Error('no Saturday in a week');
}

/** "Nov 28, 2026" for a venue date. */
const medium = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${date}T12:00:00Z`));

test('an admin creates a weekly schedule, previews it, saves it and sees its events', async ({ page }) => {
  const [saturday, sunday] = nextWeekend();
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Schedules' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('combobox', { name: 'Booking type' }).click();
  await page.getByRole('option', { name: 'Timed Admission' }).click();
  await page.getByLabel('Event name').fill('Night Dive');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByLabel('Start times').fill('18:30');
  await page.getByLabel('Duration (minutes)').fill('45');
  await page.getByLabel('Capacity').fill('12');
  await page.getByLabel('From').fill(venueDate(0));

  await page.getByRole('button', { name: 'Preview events' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(/^2[4-8] events in the coming days$/)).toBeVisible();
  await expect(preview.getByRole('row').nth(1)).toContainText(`${medium(saturday)}, 6:30 PM`);
  await expect(preview.getByRole('row').nth(1)).toContainText(`${medium(saturday)}, 7:15 PM`);
  await expect(preview.getByRole('row').nth(2)).toContainText(`${medium(sunday)}, 6:30 PM`);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Schedule saved: 2[4-8] events made$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Night Dive' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  await page.getByRole('combobox', { name: 'Booking type' }).click();
  await page.getByRole('option', { name: 'Timed Admission' }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(saturday);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(sunday);
  const rows = page.getByRole('row').filter({ hasText: 'Night Dive' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${medium(saturday)}, 6:30 PM`);
  // Capacity, sold, held, left.
  await expect.poll(async () => (await rows.first().getByRole('cell').allTextContents()).slice(3, 7)).toEqual(['12', '0', '0', '12']);
  await expect(rows.nth(1)).toContainText(`${medium(sunday)}, 6:30 PM`);
  await expectNoSeriousAxeViolations(page);
});
