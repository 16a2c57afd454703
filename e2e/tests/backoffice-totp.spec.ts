import { generate } from 'otplib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * Two-factor authentication in the back office
 * (docs/architecture.md#operators-and-the-back-office): the demo admin invites a second admin; that
 * admin changes the one-time password, turns on "Require a second factor for every admin account"
 * and, having none, is sent to the enrolment (QR code and secret key), turns it on with a code
 * computed here from the secret (otplib, as an authenticator app would), signs out, and signs in
 * again: the sign-in page asks for the code. The setting is turned off at the end so that the demo
 * admin (no second factor) signs in as before in the other journeys.
 */
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
}

test('an admin enrols a second factor when it is required, then signs in with a code', async ({ page }) => {
  const email = `security-${Date.now()}@example.org`;
  await page.goto('/admin/');
  await signIn(page, 'admin@example.org', 'harbor-lights-admin');
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Security Admin');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin (everything)' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-time password' });
  const oneTimePassword = (await dialog.getByTestId('one-time-password').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await signOut(page);

  await signIn(page, email, oneTimePassword);
  await page.getByLabel('Current password').fill(oneTimePassword);
  await page.getByLabel('New password').fill('security pass phrase 2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Welcome, Security Admin')).toBeVisible();

  // The admin-only setting; saved by an admin without a second factor, it sends them to the enrolment.
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const required = page.getByRole('switch', { name: 'Require a second factor for every admin account' });
  await expect(required).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await required.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByText('Two-factor authentication is required for admin accounts: set it up to continue.')).toBeVisible();
  // Nothing else opens meanwhile: the server refuses the users list, the page comes back here.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Authenticator code').fill('12345');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on for your account.')).toBeVisible();
  await signOut(page);

  // Sign-in now asks for the code.
  await signIn(page, email, 'security pass phrase 2026');
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.').first()).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Security Admin')).toBeVisible();

  // Off again, audited; the demo admin has no second factor.
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(required).toBeChecked();
  await required.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'settings.update' }).filter({ hasText: email })).toHaveCount(2);
});
