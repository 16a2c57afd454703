/** Venue-zone dates for assertions: the demo store's events are seeded relative to venue today. */
import { expect, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const VENUE_ZONE = 'America/Chicago';

/** Venue date `days` from today, as a dayjs (calendar date only). */
export const venueDay = (days: number) => dayjs().tz(VENUE_ZONE).startOf('day').add(days, 'day');

/** FullCalendar's accessible name of a day cell, e.g. "November 24, 2026". */
export const cellName = (days: number) => venueDay(days).format('MMMM D, YYYY');

/** A venue date as the storefront shows it (spec 01 §9 `MMMM DD, YYYY`), e.g. "November 05, 2026". */
export const dateText = (days: number) => venueDay(days).format('MMMM DD, YYYY');

/** The month a calendar title such as "January 2027" names, as a venue dayjs of its first day. */
const monthOf = (title: string) => dayjs.tz(new Date(`1 ${title}`).toISOString().slice(0, 10), VENUE_ZONE).startOf('month');

/**
 * The month calendar's cell of the venue day `days` from today. The calendar opens on the month
 * of today or of the next tour date, and draws no other month's days, so near a month's end the
 * day may be in another month: that month is shown first ("Next" or "Previous", clicked or, with
 * `keyboard`, reached and pressed).
 */
export async function dayCell(page: Page, days: number, opts: { keyboard?: (target: Locator) => Promise<void> } = {}): Promise<Locator> {
  const title = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
  const target = venueDay(days).format('MMMM YYYY');
  await expect(title).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const shown = (await title.textContent()) ?? '';
    if (shown === target) break;
    const button = page.getByRole('button', { name: monthOf(shown).isBefore(venueDay(days)) ? /^Next/ : /^Prev/ });
    if (opts.keyboard) {
      await opts.keyboard(button);
      await page.keyboard.press('Enter');
    } else await button.click();
    await expect(title).not.toHaveText(shown); // a click before the calendar took the page would be lost
  }
  await expect(title).toHaveText(target);
  return page.getByRole('cell', { name: cellName(days) });
}

/** Hybrid view: clicks "Next month" until the picker shows the month of `day` (a venue dayjs). */
export async function showMonthOf(page: Page, day: ReturnType<typeof venueDay>) {
  const month = page.getByRole('grid', { name: day.format('MMMM YYYY'), exact: true });
  await expect(page.getByRole('grid')).toHaveCount(1);
  for (let i = 0; i < 3 && !(await month.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('grid')).toHaveCount(1); // the slide to the next month is over
  }
  await expect(month).toBeVisible();
}
