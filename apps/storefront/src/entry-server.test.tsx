// @vitest-environment node
/**
 * The server render of catalogue pages (issue 16): what a phone shows before any script has run.
 * Rendered as the server does (no document: Emotion writes its style elements inline).
 */
import type { DisplayArea } from '@gt/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { bookingType, testConfig } from './testing/fixtures';

const area = (no: number, name: string, patch: Partial<DisplayArea> = {}): DisplayArea => ({
  DisplayAreaNo: no,
  AreaName: name,
  DisplayText: `All about ${name}.`,
  DisplayAreaType: 'bookingtypes',
  ShowOnline: true,
  NextTourDate: null,
  ForceListView: false,
  DefaultHybridView: false,
  ListViewSearchDays: 7,
  LargeImageURL: `/GT/images/${no}.svg`,
  BookingInfoDetails: [],
  UniqueBookingTypeID: null,
  BookingTypeIDs: [],
  ...patch,
});

const config = testConfig({ Headings: { ProductsPage: 'Plan your visit' } });
const answers = new Map<string, unknown>([
  ['/api/v1/config', config],
  ['/api/v1/DisplayAreas?type=bookingtypes', [area(1, 'Aquarium <Tours>'), area(2, 'Hidden', { ShowOnline: false }), area(3, 'Evenings')]],
  ['/api/v1/BookingTypes?BookingTypeID=2', [bookingType({ DefaultHybridView: true, LargeImageURL: '/GT/images/tour.svg' })]],
]);

describe('server render of a catalogue page', () => {
  it('renders /products: heading, the shown display areas with their images and Buy Now links, styles inline, no script', async () => {
    const html = await renderPage('/GT/products', answers);
    expect(html).toMatch(/<h1[^>]*>Plan your visit<\/h1>/);
    expect(html).toContain('Aquarium &lt;Tours&gt;');
    expect(html).toContain('Evenings');
    expect(html).not.toContain('Hidden');
    expect(html).toMatch(/<img[^>]*src="\/GT\/images\/1.svg"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*src="\/GT\/images\/1.svg"/);
    expect(html).toMatch(/<a [^>]*href="\/GT\/calendar\/Area\/1"[^>]*>Buy Now<\/a>/);
    expect(html).toMatch(/<style data-emotion="css /);
    // The header's cart is the empty cart of the store's start state (the browser fills it after).
    expect(html).toContain('Cart, 0 items');
    // The CSP allows no inline script: every part of the page is there, in order.
    expect(html).not.toMatch(/<script|<template/);
  });

  it('renders a calendar page with its heading and hybrid date picker; the events load in the browser', async () => {
    const html = await renderPage('/GT/calendar/2', answers);
    expect(html).toMatch(/<h1[^>]*>Behind-the-Scenes Tour<\/h1>/);
    expect(html).toContain('src="/GT/images/tour.svg"');
    expect(html).toContain('Time slot');
    expect(html).not.toMatch(/<script|<template/);
  });

  it('renders the fallback of what it has no answer for (the browser then asks)', async () => {
    const html = await renderPage('/GT/calendar/Area/3', answers);
    expect(html).not.toContain('<h1');
    expect(html).toContain('Loading');
  });
});
