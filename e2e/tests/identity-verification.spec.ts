/**
 * Identity verification through the development identity provider (spec 01 §4; spec
 * 01 §2, §4, §8): timed tickets with a Military price show the verification button and its
 * prompt; the provider's page (marked as development) returns with an access token, the server
 * reads the group, the Military rate replaces the prices with the configured info message, and
 * the payment is priced at it. Deny returns access_denied and its configured message.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillCard, fillContact } from './checkout-form';
import { amountToPay, payAndConfirm } from './checkout-steps';

const PROMPT = 'Military or another eligible group? Verify your eligibility to get the verified rate on your tickets.';

/** From the checkout to the development provider's page. */
async function toProvider(page: Page) {
  await expect(page.getByText(PROMPT)).toBeVisible();
  await page.getByRole('button', { name: 'Verify your eligibility' }).click();
  await expect(page).toHaveURL(/\/dev-identity\/authorize\?client_id=gt-storefront&redirect_uri=.*&response_type=token&scope=military&state=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your group' })).toBeVisible();
  await expect(page.getByText('Development only.')).toBeVisible();
}

const tickets = (page: Page) => page.getByRole('table', { name: 'Tickets' });

test('a verified Military visitor pays the Military rate', async ({ page }) => {
  await addTickets(page, { day: 5, time: '11:00 am', adults: 2, children: 1 });
  await expect(tickets(page).getByRole('row', { name: /Adult/ })).toContainText('$29.95');
  await expectNoSeriousAxeViolations(page);
  await fillContact(page);

  await toProvider(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Verify as military: active duty' }).click();

  // Back at the checkout, the token gone from the address, the cart and the typed details kept.
  await expect(page.getByRole('alert')).toHaveText('InfoYour verified rate has been applied to your tickets.');
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('button', { name: 'Verify your eligibility' })).toBeHidden();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(tickets(page).getByRole('row', { name: /Adult/ })).toContainText('$20.00');
  await expect(tickets(page).getByRole('row', { name: /Child/ })).toContainText('$14.00');
  await expect(tickets(page).getByRole('row', { name: /Subtotal/ })).toContainText('$54.00');
  await expect(amountToPay(page)).toContainText('$58.46');

  await fillCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, '$58.46');
  await expect(page.getByRole('definition')).toHaveText(['$54.00', '$4.46', '$58.46']);
});

test('Deny on the provider keeps the standard rate and says why', async ({ page }) => {
  await addTickets(page, { day: 5, time: '12:00 pm', adults: 1 });
  await toProvider(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('alert')).toHaveText('ErrorYou did not allow us to verify your identity, so the standard rate applies.');
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(tickets(page).getByRole('row', { name: /Adult/ })).toContainText('$29.95');
  await expect(page.getByRole('button', { name: 'Verify your eligibility' })).toBeEnabled();
});

test('a return this tab did not ask for is refused', async ({ page }) => {
  await addTickets(page, { day: 5, time: '01:00 pm', adults: 1 });
  await page.goto('/GT/checkout#access_token=AAAAAAAAAAAAAAAAAAAAAA&token_type=bearer&state=forged');
  await expect(page.getByRole('alert')).toHaveText('ErrorIdentity verification did not succeed. Please try again.');
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(tickets(page).getByRole('row', { name: /Adult/ })).toContainText('$29.95');
});
