import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3407';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 900 }, locale: 'en-US' });
await page.goto(base + '/admin/');
await page.getByLabel('E-mail address').fill('admin@example.org');
await page.getByLabel('Password').fill('harbor-lights-admin');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 60000 });
for (const path of ['/admin/sales', '/admin/money-reports']) {
  await page.goto(base + path);
  await page.getByText('Download CSV').or(page.getByRole('link', { name: 'Download CSV' })).first().waitFor({ timeout: 60000 });
  await page.getByLabel('From').fill('2026-11-24');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForTimeout(4000);
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 380).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} ${Math.round(e.getBoundingClientRect().width)}`));
  console.log(path, wide);
}
await browser.close();
