import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3407';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1366, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-US' });
  await page.goto(base + '/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/admin\/#?\/?$/).catch(() => {});
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 60000 });
  await page.goto(base + '/admin/money-reports');
  await page.getByRole('heading', { name: /^Money for/ }).waitFor({ timeout: 60000 });
  await page.getByLabel('From').fill('2026-11-24');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('heading', { name: /^Money for Tue, Nov 24/ }).waitFor({ timeout: 60000 });
  await page.getByText('Gift card', { exact: true }).first().waitFor({ timeout: 60000 });
  await page.screenshot({ path: `/tmp/shots/reports-money-${width}.png`, fullPage: true });
  await page.goto(base + '/admin/reconciliation');
  await page.getByRole('heading', { name: /^Card payments for/ }).waitFor({ timeout: 60000 });
  await page.getByLabel('From').fill('2026-11-24');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByText('Matched').first().waitFor({ timeout: 60000 });
  await page.screenshot({ path: `/tmp/shots/reports-reconciliation-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
