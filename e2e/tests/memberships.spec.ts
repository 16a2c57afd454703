/**
 * Membership journeys: join a family package (person dialogs, add-ons, tax and total, Add to Cart,
 * pay, confirmation with a member pass per person and the expiry the server holds); validate and
 * renew a demo member; the lost member number flow.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fillCard } from './checkout-form';

/** Today's venue date (America/Chicago) one year on, as the receipt writes it. */
function inAYear(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  return next.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: '2-digit', year: 'numeric' });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function payCard(page: Page, total: string) {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

test('join a family package with an adult, a child and the parking add-on, and pay', async ({ page }) => {
  await page.goto('/GT/memberships');
  const family = page.getByRole('article', { name: 'Family Membership' });
  await family.getByRole('button', { name: 'Read More' }).click();
  await expect(family.getByRole('button', { name: 'Read Less' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await family.getByRole('link', { name: 'Join Family Membership' }).click();

  // The primary member comes first; the spec's texts guide the visitor.
  const primary = page.getByRole('dialog', { name: 'Primary Member' });
  await choose(page, primary, 'Membership Type', 'Adult');
  await primary.getByLabel('First Name').fill('Grace');
  await primary.getByLabel('Last Name').fill('Hopper');
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary.getByRole('alert')).toHaveText('Email  is required.');
  await primary.getByLabel('Email').fill('grace@example.com');
  await primary.getByLabel('Date of Birth (optional)').fill('2015-01-01');
  await primary.getByLabel('Address 1').fill('1 Harbor Way');
  await choose(page, primary, 'State', 'Texas');
  await primary.getByLabel('City').fill('Galveston');
  await primary.getByLabel('Zipcode').fill('77550');
  await primary.getByLabel('Emergency contact phone (required)').fill('(409) 555-0199');
  await expect(primary.getByRole('button', { name: 'Save' })).toBeEnabled();
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary.getByRole('alert')).toHaveText('Please enter a valid DOB, Min Age is 18 and Max Age is : 120');
  await primary.getByLabel('Date of Birth (optional)').fill('1980-12-09');
  await expect(primary.getByRole('button', { name: 'Save' })).toBeEnabled();
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary).toBeHidden();
  // After the primary member, member validation (spec 01 §4); a new member continues joining.
  await expect(page).toHaveURL(/\/GT\/memberships\/membervalidate\/3$/);
  await page.getByRole('button', { name: 'Continue Joining' }).click();

  await page.getByRole('button', { name: 'Add Person' }).click();
  const person = page.getByRole('dialog', { name: 'Add Person' });
  await choose(page, person, 'Membership Type', 'Child');
  await person.getByLabel('First Name').fill('Kit');
  await person.getByLabel('Last Name').fill('Hopper');
  await person.getByLabel('Date of Birth (optional)').fill('2016-07-04');
  await person.getByRole('button', { name: 'Save' }).click();
  await expect(person).toBeHidden();

  await expect(page.getByRole('region', { name: 'Adult' })).toContainText('Grace Hopper (primary member)');
  await expect(page.getByRole('region', { name: 'Child' })).toContainText('Kit Hopper');
  // The parking pass has a minimum: it is chosen and cannot be dropped.
  const parking = page.getByRole('checkbox', { name: /Member Parking Pass/ });
  await expect(parking).toBeChecked();
  await page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await expect(page.getByText('Grace Hopper is primary member, you cannot remove it.')).toBeVisible();
  const total = page.getByRole('definition');
  await expect(total).toHaveText(['$3.30', '$143.30']);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Family Membership' });
  await expect(table.getByRole('list', { name: 'Members' })).toContainText('Grace Hopper · Adult');
  await expect(table.getByRole('list', { name: 'Members' })).toContainText('Member Parking Pass × 1');
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$143.30');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  // With a membership in the cart the phone is required.
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('4095550123');
  await page.getByLabel('Address 1 (optional)').fill('1 Harbor Way');
  await choose(page, page.locator('form'), 'State', 'Texas');
  await page.getByLabel('City').fill('Galveston');
  await page.getByLabel('Zipcode').fill('77550');
  await payCard(page, '$143.30');

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Grace Hopper!' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Family Membership' });
  await expect(receipt).toContainText(`Joined, valid until ${inAYear()}`);
  await expect(receipt.getByText(/Member # \d{9}/)).toHaveCount(2);
  const passes = receipt.getByRole('img', { name: /Member pass/ });
  await expect(passes).toHaveCount(2);
  for (const img of await passes.all())
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test('a demo member validates, sees Current Memberships and renews from the day after the old expiry', async ({ page }) => {
  await page.goto('/GT/memberships');
  await page.getByRole('link', { name: 'Renew Family Membership' }).click();
  const form = page.getByRole('form', { name: 'Member validation' });
  await form.getByRole('button', { name: 'Validate' }).click();
  await expect(form.getByText('Member No is required.')).toBeVisible();
  await form.getByLabel('Last Name').fill('Rivera');
  await form.getByLabel('Member #').fill('200100300');
  await form.getByLabel('Email').fill('wrong@example.org');
  await form.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Email does not match.')).toBeVisible();
  await form.getByLabel('Email').fill('maya.rivera@example.org');
  await form.getByRole('button', { name: 'Validate' }).click();
  const current = page.getByRole('dialog', { name: 'Current Memberships' });
  await expect(current.getByRole('row', { name: /Family Membership/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await current.getByRole('button', { name: 'Renew Family Membership' }).click();
  await expect(page).toHaveURL(/\/GT\/memberships\/renew\/3$/);
  await expect(page.getByRole('region', { name: 'Adult' })).toContainText('Maya Rivera (primary member)');
  // Leo is left out of this renewal, then added back.
  await page.getByRole('button', { name: 'Remove Leo Rivera' }).click();
  await page.getByRole('dialog', { name: 'Remove person' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('region', { name: 'Individuals not included in Renewal' })).toContainText('Leo Rivera');
  await page.getByRole('button', { name: 'Add to Package' }).click();
  await page.getByRole('dialog', { name: 'Add - Person' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Child' })).toContainText('Leo Rivera');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill('maya.rivera@example.org');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('4095550142');
  await page.getByLabel('Address 1 (optional)').fill('12 Seawall Blvd');
  await choose(page, page.locator('form'), 'State', 'Texas');
  await page.getByLabel('City').fill('Galveston');
  await page.getByLabel('Zipcode').fill('77550');
  await payCard(page, '$143.30');
  const receipt = page.getByRole('region', { name: 'Family Membership' });
  // The demo membership ends 200 days from today: the renewal runs a year from the day after.
  const end = new Date(Date.now() + 200 * 86_400_000);
  await expect(receipt).toContainText(/Renewed, valid until \w+ \d{2}, \d{4}/);
  await expect(receipt).toContainText(String(end.getFullYear() + 1));
  await expect(receipt).toContainText('Member # 200100300');
});

test('a member who lost their number gets it by e-mail', async ({ page }) => {
  await page.goto('/GT/memberships/membervalidate/1');
  await page.getByRole('button', { name: "I don't know my member #" }).click();
  const form = page.getByRole('form', { name: 'Find my member number' });
  await form.getByLabel('Last Name').fill('Carter');
  await form.getByRole('button', { name: 'Send Mail' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await form.getByLabel('Email').fill('sam.carter@example.org');
  await form.getByRole('button', { name: 'Send Mail' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Email sent successfully!');
  await page.getByRole('button', { name: 'Back to Renew' }).click();
  await expect(page.getByRole('form', { name: 'Member validation' })).toBeVisible();
});
