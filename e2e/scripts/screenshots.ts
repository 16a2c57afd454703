/**
 * Takes screenshots of the main pages at desktop (1280 px) and phone (375 px) width for review:
 * `npx tsx e2e/scripts/screenshots.ts http://localhost:3000 /tmp/shots /products /calendar/1 …`.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', out = 'screenshots', ...pages] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, timezoneId: 'Asia/Tokyo' });
  for (const path of pages.length ? pages : ['/products']) {
    const [route, action] = path.split('#');
    await page.goto(`${base}/GT${route}`);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
    if (action) await page.getByRole('button', { name: action }).first().click();
    await page.waitForTimeout(400);
    const name = `${route.replace(/\W+/g, '_')}${action ? `_${action.replace(/\W+/g, '_')}` : ''}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
