/**
 * The week and day views begin at CalendarStartHour (8 by default), not
 * at midnight, so a phone's first screen shows the day's first slots.
 */
import { expect, test } from './test';

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test(`week and day views start at 08:00 am on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/GT/calendar/1?view=CalendarView');
    await page.getByRole('tab', { name: 'Week view' }).click();
    const hours = page.getByText(/^\d\d:00 [ap]m$/);
    await expect(hours.first()).toHaveText('08:00 am');
    await expect(page.getByText('12:00 am', { exact: true })).toHaveCount(0);
    // Tomorrow's first slot is on the first screen, without scrolling through the night.
    const first = page.getByRole('button', { name: '09:00 am – 10:00 am Timed Admission' }).first();
    const box = await first.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);

    await page.getByRole('tab', { name: 'Day view' }).click();
    await expect(hours.first()).toHaveText('08:00 am');
    await expect(page.getByText('12:00 am', { exact: true })).toHaveCount(0);
  });
}
