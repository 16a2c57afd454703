/**
 * The e-mail-on-file dialog's update (spec 01 §2 "Confirmation dialog when the entered e-mail
 * differs from the e-mail on file: it offers to use the e-mail on file or to update the record to
 * use the entered one"), at 1366 px and at 375 px by touch: a member validated
 * by phone with another e-mail chooses "Update email on file"; the member rate applies with the
 * entered e-mail, the record now validates by that e-mail (no dialog), and the purchase goes
 * through at the member rate with the new e-mail on the receipt.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillCard } from './checkout-form';

const memberBox = (page: Page) => page.getByRole('group', { name: 'Membership' });
const ticketsTotal = (page: Page) => page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: /^Total/ });

const widths = [
  { device: 'desktop', use: { viewport: { width: 1366, height: 900 } }, member: { no: '200100500', first: 'Jordan', last: 'Park', phone: '4095550190', old: 'jordan.park@example.org' } },
  {
    device: 'phone',
    use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    member: { no: '200100501', first: 'Alex', last: 'Park', phone: '4095550191', old: 'alex.park@example.org' },
  },
] as const;

for (const w of widths) {
  test.describe(`at ${w.use.viewport.width} px`, () => {
    test.use(w.use);

    test(`${w.member.first} Park validated by phone updates the e-mail on file to the one entered and pays at the member rate`, async ({ page }) => {
      const m = w.member;
      const entered = `${m.first.toLowerCase()}@work.example`;
      const press = async (l: ReturnType<Page['getByRole']>) => (w.device === 'phone' ? l.tap() : l.click());
      // The ticket is picked on the calendar at desktop width (a phone gets the list view); the
      // checkout is the journey here.
      await page.setViewportSize({ width: 1366, height: 900 });
      await addTickets(page, { day: 3, time: '01:00 pm', adults: 1 });
      await page.setViewportSize(w.use.viewport);
      await page.getByLabel('First Name').fill(m.first);
      await page.getByLabel('Last Name').fill(m.last);
      await page.getByLabel('Email').fill(entered);
      await page.getByLabel('Phone (optional)').fill(m.phone);
      await page.getByLabel('State').click();
      await page.getByRole('option', { name: 'Texas' }).click();
      await page.getByLabel('City').fill('Galveston');
      await page.getByLabel('Zipcode').fill('77550');
      await memberBox(page).getByRole('checkbox', { name: "I'm a member" }).check();
      await memberBox(page).getByRole('textbox', { name: 'Member Number' }).fill(m.no);
      await press(memberBox(page).getByRole('button', { name: 'Apply' }));

      const dialog = page.getByRole('dialog', { name: 'Email on file' });
      await expect(dialog).toContainText(
        `The email on file for this membership is ${m.old}, not ${entered}. The member rate needs the email on file: use it, or update the membership record to use ${entered}.`,
      );
      await expect(dialog.getByRole('button', { name: 'Use email on file' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await press(dialog.getByRole('button', { name: 'Update email on file' }));
      await expect(dialog).toBeHidden();
      await expect(memberBox(page).getByRole('status')).toHaveText('Your member rate has been applied to your tickets.');
      await expect(page.getByLabel('Email')).toHaveValue(entered);
      // One adult at the Member rate: $23.95 + 8.25 % tax.
      await expect(ticketsTotal(page)).toContainText('$25.93');

      // The record changed: the entered e-mail now validates the member, without the dialog.
      await press(memberBox(page).getByRole('button', { name: 'Remove' }));
      await page.getByLabel('Phone (optional)').fill('');
      await memberBox(page).getByRole('textbox', { name: 'Member Number' }).fill(m.no);
      await press(memberBox(page).getByRole('button', { name: 'Apply' }));
      await expect(memberBox(page).getByRole('status')).toHaveText('Your member rate has been applied to your tickets.');
      await expect(dialog).toBeHidden();

      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await press(page.getByRole('button', { name: 'Pay $25.93' }));
      await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${m.first} ${m.last}!` })).toBeVisible();
      await expect(page.getByText('1 × Adult: $23.95')).toBeVisible();
    });
  });
}
