/**
 * A date change abandoned or refused at its payment (spec 02 §2.5, §2.7, §4.4, §4.7), at 1366 px
 * with a mouse and at 375 px by touch:
 * - abandoned: the seats held for it (SAVE10 holds the new time's tickets; Confirm Changes holds
 *   them too) come back at once when the visitor reloads /confimbookingchanges, presses Cancel
 *   Changes, or goes Back from /managecheckout; confirming again holds the seats once.
 * - a declined card (4000 0000 0000 0002) shows "Your card was declined." on /managecheckout and
 *   keeps the change: another card pays it; closing the error instead returns to the booking.
 * Each journey changes a booking of its own (bought through the API).
 */
import type { Locator, Page } from '@playwright/test';
import { cardFields, fillCard } from './checkout-form';
import { bookAdults, eventAt, openBooking, seatsOf } from './manage-support';
import { expect, test } from './test';
import { dateText, dayCell, venueDay } from './venue';

const widths = [
  { name: 'desktop 1366 px', use: { viewport: { width: 1366, height: 900 } }, days: { seat: [33, 34], card: [37, 38] } },
  { name: 'phone 375 px (touch)', use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, days: { seat: [35, 36], card: [39, 40] } },
] as const;

for (const w of widths)
  test.describe(w.name, () => {
    test.use(w.use);
    /** A click with the mouse, a tap on the phone. */
    const press = (l: Locator) => (w.use.viewport.width < 500 ? l.tap() : l.click());

    /** From /managebooking to /confimbookingchanges for the 11:00 event `day` days ahead. */
    async function chooseNewTime(page: Page, day: number) {
      await press(page.getByRole('link', { name: 'Change Date/Time' }));
      if (w.use.viewport.width < 500) {
        // A phone opens on the list view: the day is typed, then its 11:00 am card booked.
        await page.getByLabel('Date').fill(venueDay(day).format('YYYY-MM-DD'));
        const card = page.getByRole('article').filter({ hasText: dateText(day) }).filter({ hasText: '11:00 am – 12:00 pm' });
        await press(card.getByRole('button', { name: 'Book Now' }));
      } else {
        await expect(page.getByRole('button', { name: /Timed Admission$/ }).first()).toBeVisible();
        await press((await dayCell(page, day)).getByRole('button', { name: '11:00 am Timed Admission' }));
      }
      await expect(page).toHaveURL(/\/GT\/confimbookingchanges\?eventID=\d+/);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm Booking Changes' })).toBeVisible();
    }

    test('an abandoned date change gives its seats back: reload, Cancel Changes, Back from the checkout', async ({ page, request }) => {
      const [from, to] = w.days.seat;
      const owner = await bookAdults(request, { day: from, time: '11:00', adults: 2, lastName: 'Hopper' });
      const target = await eventAt(request, to, '11:00');
      const seats = () => seatsOf(request, target.id);
      await openBooking(page, owner);
      await chooseNewTime(page, to);

      // SAVE10 holds the two new tickets; a reload abandons the change and its hold.
      const coupon = page.getByRole('group', { name: 'Coupon' });
      await coupon.getByLabel('Enter Coupon Code').fill('SAVE10');
      await press(coupon.getByRole('button', { name: 'Apply' }));
      await expect(page.getByRole('list', { name: 'Applied coupons' })).toHaveText(/Coupon SAVE10 applied/);
      expect(await seats()).toBe(target.seats - 2);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Applied coupons' })).toHaveCount(0);
      await expect.poll(seats).toBe(target.seats);

      // Again, then Cancel Changes.
      await coupon.getByLabel('Enter Coupon Code').fill('SAVE10');
      await press(coupon.getByRole('button', { name: 'Apply' }));
      await expect(page.getByRole('list', { name: 'Applied coupons' })).toHaveText(/Coupon SAVE10 applied/);
      expect(await seats()).toBe(target.seats - 2);
      await press(page.getByRole('link', { name: 'Cancel Changes' }));
      await expect(page).toHaveURL(/\/GT\/managebooking$/);
      await expect.poll(seats).toBe(target.seats);

      // Three adults: Confirm Changes holds them and asks $32.42; Back gives them back.
      await chooseNewTime(page, to);
      await press(page.getByRole('button', { name: 'More Adult' }));
      await press(page.getByRole('button', { name: 'Confirm Changes' }));
      await expect(page).toHaveURL(/\/GT\/managecheckout$/);
      await expect(page.getByText('Amount to Pay: $32.42')).toBeVisible();
      expect(await seats()).toBe(target.seats - 3);
      await page.goBack();
      await expect(page).toHaveURL(/\/GT\/confimbookingchanges\?eventID=\d+/);
      await expect.poll(seats).toBe(target.seats);
      // Confirming again holds the three seats once.
      await press(page.getByRole('button', { name: 'More Adult' }));
      await press(page.getByRole('button', { name: 'Confirm Changes' }));
      await expect(page).toHaveURL(/\/GT\/managecheckout$/);
      expect(await seats()).toBe(target.seats - 3);
      await press(page.getByRole('button', { name: 'Cancel Changes' }));
      await expect(page).toHaveURL(/\/GT\/managebooking$/);
      await expect.poll(seats).toBe(target.seats);
    });

    test('a declined card paying a date change says so and keeps the change for another card', async ({ page, request }) => {
      const [from, to] = w.days.card;
      const owner = await bookAdults(request, { day: from, time: '11:00', adults: 2, lastName: 'Hopper' });
      const target = await eventAt(request, to, '11:00');
      await openBooking(page, owner);
      await chooseNewTime(page, to);
      await press(page.getByRole('button', { name: 'More Adult' }));
      await press(page.getByRole('button', { name: 'Confirm Changes' }));
      await expect(page).toHaveURL(/\/GT\/managecheckout$/);
      await press(page.getByRole('radio', { name: 'Enter New Card Details' }));
      await page.getByLabel('State').click();
      await page.getByRole('option', { name: 'Illinois' }).click();
      await page.getByLabel('City').fill('Chicago');
      await page.getByLabel('Zipcode').fill('60601');
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await press(page.getByRole('button', { name: 'Pay $32.42' }));

      const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
      await expect(declined).toBeVisible();
      await expect(page).toHaveURL(/\/GT\/managecheckout$/);
      await expect(page.getByText('Amount to Pay: $32.42')).toBeVisible();
      expect(await seatsOf(request, target.id)).toBe(target.seats - 3);

      // Another card pays the same change.
      await cardFields(page).getByLabel('Card Number').fill('4242 4242 4242 4242');
      await press(page.getByRole('button', { name: 'Pay $32.42' }));
      await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 4242$32.42');
      await expect(declined).toHaveCount(0);
      expect(await seatsOf(request, target.id)).toBe(target.seats - 3);
    });

    test('closing the decline message drops the change and its seats', async ({ page, request }) => {
      const [from, to] = w.days.card;
      const owner = await bookAdults(request, { day: from, time: '12:00', adults: 1, lastName: 'Lovelace' });
      const target = await eventAt(request, to, '11:00');
      await openBooking(page, owner);
      await chooseNewTime(page, to);
      await press(page.getByRole('button', { name: 'More Adult' }));
      await press(page.getByRole('button', { name: 'Confirm Changes' }));
      await expect(page).toHaveURL(/\/GT\/managecheckout$/);
      await press(page.getByRole('radio', { name: 'Enter New Card Details' }));
      await page.getByLabel('State').click();
      await page.getByRole('option', { name: 'Illinois' }).click();
      await page.getByLabel('City').fill('Chicago');
      await page.getByLabel('Zipcode').fill('60601');
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await press(page.getByRole('button', { name: 'Pay $32.42' }));
      const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
      await press(declined.getByRole('button', { name: 'Close' }));
      await expect(page).toHaveURL(/\/GT\/managebooking$/);
      await expect.poll(() => seatsOf(request, target.id)).toBe(target.seats);
    });
  });
