/**
 * The member rate at a ticket checkout (spec 01 §4; spec 01 §2 "I'm a member", §4 "Membership /
 * identity discount", §5 "Checkout fields"): the demo member Maya Rivera (200100300, a current
 * family membership) ticks "I'm a member", Apply prices the tickets at the Member rate (Adult
 * $23.95 instead of $29.95), Remove puts the standard prices back, and paying at the member rate
 * gives a receipt with the server's member-rate totals. Sam Carter's expired membership gives no
 * member rate. And the demo membership coupon JOIN15 on a join (spec 01 §5 "Coupons").
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillCard } from './checkout-form';

const memberBox = (page: Page) => page.getByRole('group', { name: 'Membership' });
const ticketsTotal = (page: Page) => page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: /^Total/ });

async function fillMember(page: Page, who: { first: string; last: string; email: string }) {
  await page.getByLabel('First Name').fill(who.first);
  await page.getByLabel('Last Name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await page.getByLabel('City').fill('Galveston');
  await page.getByLabel('Zipcode').fill('77550');
}

async function applyMember(page: Page, memberNo: string) {
  await memberBox(page).getByRole('textbox', { name: 'Member Number' }).fill(memberNo);
  await memberBox(page).getByRole('button', { name: 'Apply' }).click();
}

test('Maya Rivera: Apply prices the tickets at the member rate, Remove undoes it, and she pays at the member rate', async ({ page }) => {
  await addTickets(page, { day: 3, time: '01:00 pm', adults: 2 });
  // Two adults at the standard rate: 2 × $29.95 + 8.25 % tax.
  await expect(ticketsTotal(page)).toContainText('$64.84');
  await fillMember(page, { first: 'Maya', last: 'Rivera', email: 'maya.rivera@example.org' });

  await memberBox(page).getByRole('checkbox', { name: "I'm a member" }).check();
  await memberBox(page).getByRole('button', { name: 'Apply' }).click();
  await expect(memberBox(page).getByText('Member Number is required.')).toBeVisible();

  await applyMember(page, '200100300');
  await expect(memberBox(page).getByRole('status')).toHaveText('Your member rate has been applied to your tickets.');
  // Two adults at the Member rate: 2 × $23.95 + tax.
  await expect(page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: /Adult/ }).first()).toContainText('$23.95');
  await expect(ticketsTotal(page)).toContainText('$51.86');
  await expect(page.getByRole('button', { name: 'Pay $51.86' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await memberBox(page).getByRole('button', { name: 'Remove' }).click();
  await expect(ticketsTotal(page)).toContainText('$64.84');
  await expect(memberBox(page).getByRole('textbox', { name: 'Member Number' })).toHaveValue('');

  await applyMember(page, '200100300');
  await expect(ticketsTotal(page)).toContainText('$51.86');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/middleware/api/Transactions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay $51.86' }).click();
  const receipt = (await (await answer).json()) as { TotalExTax: number; TotalTax: number; TotalPaid: number };
  expect(receipt).toMatchObject({ TotalExTax: 47.9, TotalTax: 3.96, TotalPaid: 51.86 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Maya Rivera!' })).toBeVisible();
  await expect(page.getByText('2 × Adult: $47.90')).toBeVisible();
});

test('the buyer must be the validated member at pay time; an expired membership gets no member rate', async ({ page }) => {
  await addTickets(page, { day: 3, time: '01:00 pm', adults: 1 });
  await fillMember(page, { first: 'Sam', last: 'Carter', email: 'sam.carter@example.org' });
  await memberBox(page).getByRole('checkbox', { name: "I'm a member" }).check();
  await applyMember(page, '200100400');
  await expect(memberBox(page).getByRole('alert')).toHaveText('Your membership has expired, please renew it to use the member rate.');
  await expect(ticketsTotal(page)).toContainText('$32.42');

  await fillMember(page, { first: 'Maya', last: 'Rivera', email: 'maya.rivera@example.org' });
  await applyMember(page, '200100301');
  await expect(memberBox(page).getByRole('alert')).toHaveText('Email does not match.');
  await applyMember(page, '200100300');
  await expect(ticketsTotal(page)).toContainText('$25.93');
  await page.getByLabel('Email').fill('someone.else@example.org');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $25.93' }).click();
  await expect(page.getByRole('main').getByText('E-mail and last name must match the validated membership.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('JOIN15 on an Individual Membership join: 15 % off the package, one coupon only, paid at the discounted price', async ({ page }) => {
  await page.goto('/GT/memberships');
  await page.getByRole('article', { name: 'Individual Membership' }).getByRole('link', { name: 'Join Individual Membership' }).click();
  const primary = page.getByRole('dialog', { name: 'Primary Member' });
  await primary.getByLabel('First Name').fill('Ada');
  await primary.getByLabel('Last Name').fill('Lovelace');
  await primary.getByLabel('Email').fill('ada@example.com');
  // An age-based type: the date of birth is needed.
  await primary.getByLabel('Date of Birth (optional)').fill('1985-12-10');
  await primary.getByLabel('Address 1').fill('1 Harbor Way');
  await primary.getByLabel('State').click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await primary.getByLabel('City').fill('Galveston');
  await primary.getByLabel('Zipcode').fill('77550');
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary).toBeHidden();
  // After the primary member, member validation (spec 01 §4); a new member continues joining.
  await expect(page).toHaveURL(/\/GT\/memberships\/membervalidate\/1$/);
  await page.getByRole('button', { name: 'Continue Joining' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);

  const coupon = page.getByRole('group', { name: 'Coupon' });
  const apply = async (code: string) => {
    await coupon.getByLabel('Enter Coupon Code').fill(code);
    await coupon.getByRole('button', { name: 'Apply' }).click();
  };
  await apply('SAVE10');
  await expect(coupon.getByRole('alert')).toHaveText('Coupon Code not found against this ticket.');
  await apply('JOIN15');
  const pkg = page.getByLabel('Individual Membership totals').getByRole('definition');
  await expect(page.getByText('Coupon JOIN15', { exact: true })).toBeVisible();
  // $85.00 less 15 %: −$12.75, untaxed.
  await expect(pkg).toHaveText(['−$12.75', '$72.25', '$0.00', '$72.25']);
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$72.25');
  await apply('JOIN15');
  await expect(coupon.getByRole('alert')).toHaveText('Only one coupon can be applied to a membership package.');

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('4095550123');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await page.getByLabel('City').fill('Galveston');
  await page.getByLabel('Zipcode').fill('77550');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/middleware/api/Transactions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay $72.25' }).click();
  expect(((await (await answer).json()) as { TotalPaid: number }).TotalPaid).toBe(72.25);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
});
