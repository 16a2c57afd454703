/**
 * Screenshots of the checkout's "I'm a member" box (spec 01 §4) at 1280 and 375 px: applied (member
 * prices, Remove), refused, and the e-mail-on-file dialog. Usage:
 * npx tsx e2e/scripts/member-shots.ts http://127.0.0.1:3000 /tmp/shots-member
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { cellName } from '../tests/venue';

const [base = 'http://127.0.0.1:3000', out = '/tmp/shots-member'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo', reducedMotion: 'reduce' });
await page.goto(`${base}/GT/calendar/1`);
await page.getByRole('cell', { name: cellName(4) }).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
await drawer.getByRole('button', { name: 'More Adult' }).click();
await drawer.getByRole('button', { name: 'More Adult' }).click();
await drawer.getByRole('button', { name: 'Add to Cart' }).click();
await page.waitForURL(/\/GT\/checkout$/);
await page.getByLabel('First Name').fill('Maya');
await page.getByLabel('Last Name').fill('Rivera');
await page.getByLabel('Email').fill('maya@work.example');
await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('4095550142');
const box = page.getByRole('group', { name: 'Membership' });
await box.getByRole('checkbox', { name: "I'm a member" }).check();
await box.getByRole('textbox', { name: 'Member Number' }).fill('200100400');
await box.getByRole('button', { name: 'Apply' }).click();
await box.getByRole('alert').waitFor();
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: 900 });
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/refused-${width}.png` });
}
await page.setViewportSize({ width: 1280, height: 900 });
await box.getByRole('textbox', { name: 'Member Number' }).fill('200100300');
await box.getByRole('button', { name: 'Apply' }).click();
await page.getByRole('dialog', { name: 'Email on file' }).waitFor();
await page.screenshot({ path: `${out}/email-on-file-1280.png` });
await page.setViewportSize({ width: 375, height: 900 });
await page.screenshot({ path: `${out}/email-on-file-375.png` });
await page.getByRole('button', { name: 'Use email on file' }).click();
await box.getByRole('status').waitFor();
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${out}/applied-${width}.png`, fullPage: true });
}
await browser.close();
