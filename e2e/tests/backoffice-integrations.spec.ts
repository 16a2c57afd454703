import { expect, test } from '@playwright/test';

/**
 * Integrations in the back office (docs/operator-guide.md#integrations): the demo admin creates an
 * API token and sees it once, the token then works as a bearer on the admin API and is refused once
 * revoked; a webhook's signing secret is shown once too.
 */
test('an admin creates an API token, sees it once, uses it, revokes it; a webhook shows its secret once', async ({ page, request }) => {
  const name = `Kiosk ${Date.now()}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'API tokens' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Door' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'API token' });
  await expect(dialog).toContainText('shown only this once');
  const token = (await dialog.getByTestId('shown-once').textContent()) ?? '';
  expect(token).toMatch(/^gt_[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Door');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(token.slice(0, 10));
  await expect(page.getByText(token)).toHaveCount(0);

  const bearer = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/admin/v1/manifests/days/2026-12-14', { headers: bearer })).status()).toBe(200);
  expect((await request.get('/api/admin/v1/bookings', { headers: bearer })).status()).toBe(403);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/api/admin/v1/manifests/days/2026-12-14', { headers: bearer })).status()).toBe(401);

  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('URL').fill('https://hooks.example.org/gt');
  await page.getByLabel('Order paid').check();
  await page.getByLabel('Check-in').check();
  await page.getByRole('button', { name: 'Save' }).click();
  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByTestId('shown-once')).toHaveText(/^whsec_[\w-]{43}$/);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'https://hooks.example.org/gt' })).toContainText('Check-in');
});
