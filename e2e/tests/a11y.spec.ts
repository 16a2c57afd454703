/**
 * WCAG 2.2 AA keyboard and focus: axe-core (WCAG 2.2 A/AA rules and target-size) on
 * every route and dialog at 1366 and 375 px, failing on serious or critical findings; focus goes
 * to the page's h1 after a navigation and after Remove, Clear Cart and Pay, with the polite live
 * region saying what changed; focus stops clear the sticky header on a phone; a visible focus
 * ring; reduced motion honoured; and one whole purchase with the keyboard only.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { DISCARD_STORE_URL } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './axe';
import { cardFields } from './checkout-form';
import { dayCell } from './venue';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Loads a page and waits until its content and data are in. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Presses Tab until `target` (or an element inside it) has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  const element = await target.elementHandle({ timeout: 10_000 });
  for (let i = 0; i < max; i++) {
    if (await element.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${target}`);
}

/**
 * Books `adults` adults on tomorrow's event at `time` through the month calendar (with the
 * mouse, at desktop width: a phone gets the list view), then returns to the viewport it had.
 */
async function addToCart(page: Page, time: string, adults = 1) {
  const viewport = page.viewportSize();
  await page.setViewportSize(DESKTOP);
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 1)).getByRole('button', { name: `${time} Timed Admission` }).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  for (let i = 0; i < adults; i++) await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  if (viewport) await page.setViewportSize(viewport);
}

const liveRegion = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

const ROUTES = ['/GT/products', '/GT/calendar/1', '/GT/calendar/1?view=ListView', '/GT/calendar/Area/2', '/GT/calendar/3', '/GT/checkout', '/GT/orderlocation', '/GT/not-found'];

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ROUTES) {
      test(`${path} (${device})`, async ({ page }) => {
        await open(page, path);
        await expectNoSeriousAxeViolations(page);
      });
    }

    test(`dialogs of the tickets journey: event drawer, checkout with tickets, terms, Clear Cart (${device})`, async ({ page }) => {
      await open(page, '/GT/calendar/1?view=ListView');
      await page.getByRole('button', { name: /^Book Now/ }).first().click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await drawer.getByRole('button', { name: /^More / }).first().click();
      await drawer.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'terms and conditions' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Clear Cart' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test(`food pages and the product options dialog (${device})`, async ({ page }) => {
      await open(page, '/GT/orderlocation');
      await page.getByRole('link', { name: 'Order Now at Reef Café' }).click();
      await page.getByRole('radio', { name: 'Reef Terrace tables' }).check();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Browse Menu' }).click();
      await expect(page.getByText('You are ordering from Reef Café')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Coffee & Tea' }).click();
      await expect(page.getByRole('button', { name: 'Add Latte' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Add Latte' }).click();
      await expect(page.getByRole('dialog', { name: 'Latte' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Back to the menus' }).click();
      await page.getByRole('link', { name: 'Bakery & Lunch' }).click();
      await page.getByRole('button', { name: 'Add Croissant' }).click();
      await page.getByRole('dialog', { name: 'Croissant' }).getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('button', { name: /^Checkout/ }).click();
      await expect(page).toHaveURL(/revieworderproducts$/);
      await page.locator('main h1').first().waitFor();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe('the discard popup', () => {
  test.use({ baseURL: DISCARD_STORE_URL, viewport: PHONE });
  test.setTimeout(90_000);
  test('has no serious axe violation', async ({ page }) => {
    await addToCart(page, '02:00 pm');
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('focus and announcements', () => {
  test.use({ viewport: DESKTOP });

  test('a navigation moves focus to the new page’s h1', async ({ page }) => {
    await open(page, '/GT/products');
    await page.getByRole('link', { name: 'Buy Now: Aquarium Admission' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timed Admission' })).toBeFocused();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food & Drink' }).click();
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('after Remove and Clear Cart, focus is on the h1 and the live region says what is in the cart', async ({ page }) => {
    await addToCart(page, '01:00 pm');
    await addToCart(page, '02:00 pm', 2);
    const h1 = page.getByRole('heading', { level: 1, name: 'Checkout' });
    await expect(h1).toBeFocused();
    await page.getByRole('button', { name: 'Remove Adult, Timed Admission' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(h1).toBeFocused();
    await expect(liveRegion(page)).toHaveText('Your cart has 2 items.');
    await page.getByRole('button', { name: 'Clear Cart' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Clear Cart' }).getByRole('button', { name: 'Clear Cart' }).press('Enter');
    await expect(page.getByText('No item in the cart')).toBeVisible();
    await expect(h1).toBeFocused();
    await expect(liveRegion(page)).toHaveText('Your cart is empty.');
  });

  test('keyboard focus shows a 3 px ring in the primary blue on buttons, links and checkboxes', async ({ page }) => {
    await open(page, '/GT/products');
    const buyNow = page.getByRole('link', { name: 'Buy Now: Aquarium Admission' });
    await tabTo(page, buyNow);
    expect(await buyNow.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth, getComputedStyle(el).outlineColor])).toEqual(['solid', '3px', 'rgb(11, 92, 173)']);
  });

  test('with reduced motion the drawer does not slide and nothing keeps spinning', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/GT/calendar/1');
    await (await dayCell(page, 1)).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
    await expect(page.getByRole('dialog', { name: 'Timed Admission' })).toBeVisible();
    const running = await page.evaluate(() =>
      document.getAnimations().filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1).length,
    );
    expect(running).toBe(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every focus stop of the checkout is clear of the sticky header', async ({ page }) => {
    await addToCart(page, '01:00 pm');
    const header = await page.getByRole('banner').boundingBox();
    const hidden: string[] = [];
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        // The skip link shows over the header on purpose.
        if (!el || el === document.body || el.closest('header') || el.getAttribute('href') === '#main') return null;
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName, top: r.top };
      });
      if (stop && stop.top < (header?.height ?? 0)) hidden.push(`${stop.name} at ${stop.top}`);
    }
    expect(hidden).toEqual([]);
  });
});

test('a whole purchase with the keyboard only: receipt in focus and announced', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await open(page, '/GT/products');
  await tabTo(page, page.getByRole('link', { name: 'Buy Now: Aquarium Admission' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Timed Admission' })).toBeFocused();
  await page.waitForLoadState('networkidle');

  const tomorrow = await dayCell(page, 1, { keyboard: (next) => tabTo(page, next) });
  await tabTo(page, tomorrow.getByRole('button', { name: '01:00 pm Timed Admission' }), 400);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  await tabTo(page, drawer.getByRole('button', { name: 'More Adult' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText('Your cart has 2 items.');
  const field = async (label: string, text: string) => {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(text);
  };
  /** A select: open it with the keyboard, arrow down to the option, choose it with Enter. */
  const choose = async (label: string, option: string) => {
    await tabTo(page, page.getByRole('combobox', { name: label }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    const wanted = await page.getByRole('option', { name: option, exact: true }).elementHandle();
    for (let i = 0; i < 80 && !(await wanted?.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
  };
  await field('First Name', 'Ada');
  await field('Last Name', 'Lovelace');
  await field('Email', 'ada@example.com');
  await field('Address 1 (optional)', '1 Harbor Way');
  await choose('State', 'Illinois');
  await field('City', 'Chicago');
  await field('Zipcode', '60601');
  // The card goes into the provider's hosted fields (an iframe): Tab moves into them and out again.
  const cardField = async (label: string, text: string) => {
    await tabTo(page, cardFields(page).getByLabel(label));
    await page.keyboard.type(text);
  };
  await cardField('Card Number', '4242 4242 4242 4242');
  await cardField('CVV', '123');
  // Native selects: typing picks the option.
  await cardField('Month', '12');
  await cardField('Year', String(new Date().getFullYear() + 2));
  await tabTo(page, page.getByRole('checkbox', { name: /I agree to the/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' });
  await expect(thanks).toBeFocused();
  await expect(liveRegion(page)).toHaveText(/^Payment complete, receipt \d+\.$/);
  await expectNoSeriousAxeViolations(page);
});
