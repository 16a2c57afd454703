import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * The back office (apps/backoffice under /admin): the demo admin of the demo data
 * (docs/operator-guide.md) signs in, sees the operators, invites one (the one-time password is
 * shown once), finds the invitation in the audit log with the time in the venue's zone, and
 * signs out; the invited operator's first sign-in leads to the password change.
 */
test('demo admin signs in, invites an operator, sees the audit entry, signs out', async ({ page }) => {
  const email = `desk-${Date.now()}@example.org`;
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Sign-in failed: check the e-mail address, the password and, if asked, the code.')).toBeVisible();
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: 'admin@example.org' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Desk');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Box office' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-time password' });
  const oneTimePassword = (await dialog.getByTestId('one-time-password').textContent()) ?? '';
  expect(oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'user.create' }).filter({ hasText: email });
  await expect(entry).toContainText('admin@example.org');
  // The browser runs in Asia/Tokyo, the venue in America/Chicago: the time shown is the venue's.
  const venueNow = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'medium' }).format(new Date());
  await expect(entry).toContainText(venueNow);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Current password').fill(oneTimePassword);
  await page.getByLabel('New password').fill('desk pass phrase 2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Welcome, Desk')).toBeVisible();
});
