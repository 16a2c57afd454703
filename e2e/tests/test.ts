/**
 * Playwright's `test` and `expect` for the storefront's journeys. A page the server rendered
 * (docs/performance.md#storefront-on-a-phone: /products, the calendars, the food locations) shows its links and buttons before the
 * app has taken it over; a button pressed in that moment does nothing yet. So `page.goto` and
 * `page.reload` here return once the app has taken the page over (`#root[data-hydrated]`, set by
 * app/layout/app-shell.tsx once the page itself is hydrated), as a person would see the calendar
 * come to life before using it.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once the page's app is running (at once for a page the browser rendered itself). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-rendered') || root.hasAttribute('data-hydrated');
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts there is no app to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
