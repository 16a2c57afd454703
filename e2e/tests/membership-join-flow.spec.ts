/**
 * Joining a membership (spec 01 §4 "Membership join/renew", §5 "Membership person dialog"): the
 * date of birth is optional (the age check applies when one is given); after the primary member
 * is added the flow goes to /memberships/membervalidate/{id}, where an existing member may
 * validate to renew and a new one continues joining; a membership in the cart starts the discard
 * timer (spec 01 §4 "Cart discard timer") and is discarded when it runs out.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { DISCARD_STORE_URL } from '../playwright.config';

/** Joins the Individual Membership with Grace Hopper as the primary member, without a date of birth, and adds it to the cart. */
async function joinIndividual(page: Page) {
  await page.goto('/GT/memberships');
  await page.getByRole('link', { name: 'Join Individual Membership' }).click();
  const primary = page.getByRole('dialog', { name: 'Primary Member' });
  await primary.getByLabel('First Name').fill('Grace');
  await primary.getByLabel('Last Name').fill('Hopper');
  await primary.getByLabel('Email').fill('grace.hopper@example.com');
  await primary.getByLabel('Address 1').fill('1 Harbor Way');
  await primary.getByLabel('State').click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await primary.getByLabel('City').fill('Galveston');
  await primary.getByLabel('Zipcode').fill('77550');
  await expect(primary.getByLabel('Date of Birth (optional)')).toHaveValue('');
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary).toBeHidden();

  // Member validation: an existing member renews instead; Grace is new and continues joining.
  await expect(page).toHaveURL(/\/GT\/memberships\/membervalidate\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Already a member of Individual Membership?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Member validation' });
  await expect(form.getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(form.getByLabel('Email')).toHaveValue('grace.hopper@example.com');
  await page.getByRole('button', { name: 'Continue Joining' }).click();
  await expect(page).toHaveURL(/\/GT\/memberships\/join\/1$/);
  await expect(page.getByRole('region', { name: 'Individual Adult' })).toContainText('Grace Hopper (primary member)');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

test('a primary member without a date of birth is saved; the join goes on through member validation; the cart counts down', async ({ page }) => {
  await joinIndividual(page);
  await expect(page.getByRole('timer', { name: 'Time left to complete your order' })).toHaveText(/^\d+:\d\d$/);
});

test.describe('on a store that discards a cart after 15 seconds', () => {
  test.use({ baseURL: DISCARD_STORE_URL });
  test('a membership alone in the cart is discarded when the time runs out', async ({ page }) => {
    await joinIndividual(page);
    await expect(page.getByRole('timer')).toHaveText(/^0:[01]\d$/);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No item in the cart')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });
});
