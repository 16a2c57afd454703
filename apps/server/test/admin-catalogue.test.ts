/**
 * The catalogue in the back office (docs/operator-guide.md 1): display areas and
 * booking types created, changed and deleted through the admin API with validation messages and
 * audit rows, seen by the storefront's API at once; images uploaded (type by content, size
 * limit, resized) and served with long cache headers.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin', { email: 'cat-admin@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const publicGet = (url: string) => store.app.inject({ method: 'GET', url });
const auditOf = async (entity: string, entityId: number | string) =>
  (await asOperator(store, admin, 'GET', `/audit-log?entity=${entity}&entityId=${entityId}`)).json().data as {
    action: string;
    actorEmail: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** A multipart/form-data upload of one file. */
function upload(who: OperatorSession, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----gt-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return store.app.inject({
    method: 'POST',
    url: `${API}/images`,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('display areas', () => {
  let areaId: number;

  it('an admin creates an area with every field; the storefront lists it at once, in its sort order', async () => {
    const res = await asOperator(store, admin, 'POST', '/display-areas', {
      areaName: 'Night Dives',
      displayText: 'After-hours dives with the sharks.',
      listViewSearchDays: 14,
      forceListView: true,
      largeImageUrl: '/images/abc.png',
      bookingInfoDetails: [{ bookingInfo: 'What to bring', bookingInfoText: 'A towel.', imageUrl: '' }],
      sortOrder: 2,
    });
    expect(res.statusCode).toBe(201);
    const area = res.json();
    areaId = area.id;
    expect(area).toMatchObject({
      areaName: 'Night Dives',
      areaType: 'bookingtypes',
      showOnline: true,
      forceListView: true,
      defaultHybridView: false,
      listViewSearchDays: 14,
      largeImageUrl: '/images/abc.png',
      bookingInfoDetails: [{ bookingInfo: 'What to bring', bookingInfoText: 'A towel.', imageUrl: null }],
      uniqueBookingTypeId: null,
      bookingTypeIds: [],
    });
    const shown = (await publicGet('/api/v1/DisplayAreas')).json() as {
      DisplayAreaNo: number;
      AreaName: string;
      ListViewSearchDays: number;
    }[];
    expect(shown.map((a) => a.AreaName)).toEqual(['Aquarium Admission', 'Tours and Evenings', 'Night Dives', 'Animal Encounters']);
    expect(shown.find((a) => a.DisplayAreaNo === areaId)).toMatchObject({
      ForceListView: true,
      ListViewSearchDays: 14,
      BookingInfoDetails: [{ BookingInfo: 'What to bring', BookingInfoText: 'A towel.', ImageURL: null }],
    });
    const [entry] = await auditOf('display_area', areaId);
    expect(entry).toMatchObject({
      action: 'display_area.create',
      actorEmail: 'cat-admin@example.org',
      before: null,
      after: { areaName: 'Night Dives' },
    });
  });

  it('refuses invalid fields with a message naming the field', async () => {
    const noName = await asOperator(store, admin, 'POST', '/display-areas', { areaName: '  ' });
    expect([noName.statusCode, message(noName)]).toEqual([400, "Invalid body field 'areaName': Enter a name."]);
    const badImage = await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, { largeImageUrl: 'javascript:alert(1)' });
    expect([badImage.statusCode, message(badImage)]).toEqual([
      400,
      "Invalid body field 'largeImageUrl': Upload an image, or enter an address of this site that starts with /",
    ]);
    const otherSite = await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, {
      largeImageUrl: 'https://cdn.example.org/a.png',
    });
    expect(otherSite.statusCode).toBe(400);
    const waiver = await asOperator(store, admin, 'POST', '/booking-types', { name: 'W', waiverUrl: 'ftp://x' });
    expect([waiver.statusCode, message(waiver)]).toEqual([
      400,
      "Invalid body field 'waiverUrl': Enter an address that starts with / or https://",
    ]);
    const days = await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, { listViewSearchDays: 400 });
    expect([days.statusCode, message(days)]).toEqual([
      400,
      "Invalid body field 'listViewSearchDays': Enter 0 (off) or a number of days up to 366.",
    ]);
    const unique = await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, { uniqueBookingTypeId: 999 });
    expect([unique.statusCode, message(unique)]).toEqual([400, adminMessages.unknownBookingType(999)]);
  });

  it('a change shows in the storefront at once; hiding the area takes it off', async () => {
    const res = await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, {
      areaName: 'Night Dives (adults)',
      showOnline: false,
    });
    expect(res.statusCode).toBe(200);
    const names = ((await publicGet('/api/v1/DisplayAreas')).json() as { AreaName: string }[]).map((a) => a.AreaName);
    expect(names).not.toContain('Night Dives (adults)');
    await asOperator(store, admin, 'PATCH', `/display-areas/${areaId}`, { showOnline: true });
    expect(((await publicGet('/api/v1/DisplayAreas')).json() as { AreaName: string }[]).map((a) => a.AreaName)).toContain(
      'Night Dives (adults)',
    );
    const [latest, previous] = await auditOf('display_area', areaId);
    expect(previous).toMatchObject({
      action: 'display_area.update',
      before: { areaName: 'Night Dives', showOnline: true },
      after: { areaName: 'Night Dives (adults)', showOnline: false },
    });
    expect(latest).toMatchObject({ before: { showOnline: false }, after: { showOnline: true } });
  });

  it('lists with paging and filters, for admin and box office; the box office cannot change', async () => {
    const page = (await asOperator(store, desk, 'GET', '/display-areas?start=0&end=2')).json();
    expect(page.total).toBe(8);
    expect(page.data.map((a: { areaName: string }) => a.areaName)).toEqual(['Aquarium Admission', 'Tours and Evenings']);
    const found = (await asOperator(store, desk, 'GET', '/display-areas?q=night')).json();
    expect(found.data.map((a: { id: number }) => a.id)).toEqual([areaId]);
    const gift = (await asOperator(store, admin, 'GET', '/display-areas?areaType=giftcard')).json();
    expect(gift.data.map((a: { areaName: string }) => a.areaName)).toEqual(['Gift Cards', 'Holiday Gift Cards']);
    const change = await asOperator(store, desk, 'PATCH', `/display-areas/${areaId}`, { areaName: 'x' });
    expect([change.statusCode, message(change)]).toEqual([403, adminMessages.forbidden]);
    const missing = await asOperator(store, desk, 'GET', '/display-areas/999');
    expect([missing.statusCode, message(missing)]).toEqual([404, adminMessages.displayAreaNotFound]);
  });

  it('refuses to delete an area that something uses, naming what', async () => {
    const tours = await asOperator(store, admin, 'DELETE', '/display-areas/2');
    expect([tours.statusCode, message(tours)]).toEqual([409, 'This display area cannot be deleted: it is used by 2 booking types.']);
    const gifts = await asOperator(store, admin, 'DELETE', '/display-areas/6');
    expect(gifts.statusCode).toBe(409);
    expect(message(gifts)).toMatch(/^This display area cannot be deleted: it is used by \d+ products?/);
    expect((await asOperator(store, admin, 'GET', '/display-areas/2')).statusCode).toBe(200);
  });
});

describe('booking types', () => {
  let areaId: number;
  let typeId: number;
  const full = {
    name: 'Shark Night Dive',
    info: 'Two hours in the big tank.',
    terms: 'Certified divers only.',
    minimumTickets: 2,
    maximumTickets: 6,
    showStartTime: true,
    showEndTime: false,
    showAvailability: false,
    availabilityText: 'Places left',
    forceListView: false,
    defaultHybridView: true,
    listViewSearchDays: 30,
    largeImageUrl: '/images/large.png',
    smallImageUrl: '/images/small.webp',
    bookingInfoDetails: [
      { bookingInfo: 'Meeting point', bookingInfoText: 'Staff entrance, 18:45.', imageUrl: null },
      { bookingInfo: 'Gear', bookingInfoText: 'Provided.', imageUrl: '/images/gear.png' },
    ],
    waiverRequired: true,
    waiverUrl: 'https://example.org/waiver',
    allowRefunds: false,
    allowRefundToGiftcardOnly: false,
    allowDateTimeChanges: true,
    allowDateTimeChangesWithinArea: true,
    allowTicketChanges: false,
    noChangesMessage: 'Call us to change a dive.',
  };

  beforeAll(async () => {
    areaId = (await asOperator(store, admin, 'POST', '/display-areas', { areaName: 'Dive Programs' })).json().id;
  });

  it('an admin creates a booking type with every field, shown in a display area; the storefront answers it', async () => {
    const res = await asOperator(store, admin, 'POST', '/booking-types', {
      ...full,
      displayAreas: [{ displayAreaId: areaId, sortOrder: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    typeId = created.id;
    expect(created).toEqual({ id: typeId, ...full, displayAreas: [{ displayAreaId: areaId, sortOrder: 1 }], displayAreaIds: [areaId] });
    expect((await asOperator(store, desk, 'GET', `/booking-types/${typeId}`)).json()).toEqual(created);

    const [shown] = (await publicGet(`/api/v1/BookingTypes?DisplayArea=${areaId}`)).json();
    expect(shown).toEqual({
      BookingTypeID: typeId,
      BookingTypeName: 'Shark Night Dive',
      BookingTypeInfo: 'Two hours in the big tank.',
      BookingTypeTerms: 'Certified divers only.',
      MinimumTickets: 2,
      MaximumTickets: 6,
      ShowStartTime: true,
      ShowEndTime: false,
      ShowAvailability: false,
      AvailabilityText: 'Places left',
      ForceListView: false,
      DefaultHybridView: true,
      ListViewSearchDays: 30,
      NextTourDate: null,
      LargeImageURL: '/images/large.png',
      SmallImageURL: '/images/small.webp',
      BookingInfoDetails: [
        { BookingInfo: 'Meeting point', BookingInfoText: 'Staff entrance, 18:45.', ImageURL: null },
        { BookingInfo: 'Gear', BookingInfoText: 'Provided.', ImageURL: '/images/gear.png' },
      ],
      WaiverRequired: true,
      WaiverURL: 'https://example.org/waiver',
    });
    const area = (await publicGet('/api/v1/DisplayAreas')).json().find((a: { DisplayAreaNo: number }) => a.DisplayAreaNo === areaId);
    expect(area.BookingTypeIDs).toEqual([typeId]);
    const [entry] = await auditOf('booking_type', typeId);
    expect(entry).toMatchObject({
      action: 'booking_type.create',
      before: null,
      after: { name: 'Shark Night Dive', displayAreaIds: [areaId] },
    });
  });

  it('a renamed booking type is answered by the storefront’s API at once', async () => {
    const before = await publicGet(`/api/v1/BookingTypes?BookingTypeID=${typeId}`);
    const res = await asOperator(store, admin, 'PATCH', `/booking-types/${typeId}`, { name: 'Shark Night Dive (new)' });
    expect([res.statusCode, res.json().name]).toEqual([200, 'Shark Night Dive (new)']);
    const after = await store.app.inject({
      method: 'GET',
      url: `/api/v1/BookingTypes?BookingTypeID=${typeId}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].BookingTypeName).toBe('Shark Night Dive (new)');
    const [entry] = await auditOf('booking_type', typeId);
    expect(entry).toMatchObject({
      action: 'booking_type.update',
      actorEmail: 'cat-admin@example.org',
      before: { name: 'Shark Night Dive' },
      after: { name: 'Shark Night Dive (new)' },
    });
  });

  it('orders the booking types of an area by their sort order there', async () => {
    const second = (
      await asOperator(store, admin, 'POST', '/booking-types', {
        name: 'Reef Snorkel',
        displayAreas: [{ displayAreaId: areaId, sortOrder: 0 }],
      })
    ).json();
    const order = async () =>
      ((await publicGet(`/api/v1/BookingTypes?DisplayArea=${areaId}`)).json() as { BookingTypeID: number }[]).map((b) => b.BookingTypeID);
    expect(await order()).toEqual([second.id, typeId]);
    await asOperator(store, admin, 'PATCH', `/booking-types/${second.id}`, { displayAreas: [{ displayAreaId: areaId, sortOrder: 5 }] });
    expect(await order()).toEqual([typeId, second.id]);
    const area = (await asOperator(store, admin, 'GET', `/display-areas/${areaId}`)).json();
    expect(area.bookingTypeIds).toEqual([typeId, second.id]);
    const listed = (await asOperator(store, admin, 'GET', `/booking-types?displayAreaId=${areaId}`)).json();
    expect([listed.total, listed.data.map((b: { name: string }) => b.name)]).toEqual([2, ['Shark Night Dive (new)', 'Reef Snorkel']]);
    expect((await asOperator(store, admin, 'DELETE', `/booking-types/${second.id}`)).statusCode).toBe(204);
    expect(await order()).toEqual([typeId]);
    const [gone] = await auditOf('booking_type', second.id);
    expect(gone).toMatchObject({ action: 'booking_type.delete', before: { name: 'Reef Snorkel' }, after: null });
  });

  it('refuses rules across fields and unknown areas with clear messages, changing nothing', async () => {
    const limits = await asOperator(store, admin, 'PATCH', `/booking-types/${typeId}`, { minimumTickets: 8 });
    expect([limits.statusCode, message(limits)]).toEqual([400, adminMessages.ticketLimits]);
    const waiver = await asOperator(store, admin, 'PATCH', `/booking-types/${typeId}`, { waiverUrl: '' });
    expect([waiver.statusCode, message(waiver)]).toEqual([400, adminMessages.waiverUrlRequired]);
    const area = await asOperator(store, admin, 'PATCH', `/booking-types/${typeId}`, {
      displayAreas: [{ displayAreaId: 4242, sortOrder: 0 }],
    });
    expect([area.statusCode, message(area)]).toEqual([400, adminMessages.unknownDisplayArea(4242)]);
    const twice = await asOperator(store, admin, 'PATCH', `/booking-types/${typeId}`, {
      displayAreas: [
        { displayAreaId: areaId, sortOrder: 0 },
        { displayAreaId: areaId, sortOrder: 1 },
      ],
    });
    expect([twice.statusCode, message(twice)]).toEqual([400, adminMessages.duplicateDisplayArea]);
    const negative = await asOperator(store, admin, 'POST', '/booking-types', { name: 'X', maximumTickets: -1 });
    expect([negative.statusCode, message(negative)]).toEqual([
      400,
      "Invalid body field 'maximumTickets': Enter 0 (no limit) or a positive number.",
    ]);
    const group = await asOperator(store, admin, 'POST', '/booking-types', { name: 'X', bookingInfoDetails: [{ bookingInfo: '' }] });
    expect([group.statusCode, message(group)]).toEqual([
      400,
      "Invalid body field 'bookingInfoDetails.0.bookingInfo': Enter a heading for each booking information group.",
    ]);
    const now = (await asOperator(store, admin, 'GET', `/booking-types/${typeId}`)).json();
    expect(now).toMatchObject({ minimumTickets: 2, waiverUrl: 'https://example.org/waiver', displayAreaIds: [areaId] });
  });

  it('refuses to delete a booking type that has events and products; deletes an unused one with its links', async () => {
    const used = await asOperator(store, admin, 'DELETE', '/booking-types/2');
    expect(used.statusCode).toBe(409);
    expect(message(used)).toMatch(
      /^This booking type cannot be deleted: it is used by \d+ events, 1 tour product and \d+ user-defined fields\.$/,
    );
    expect((await publicGet('/api/v1/BookingTypes?BookingTypeID=2')).statusCode).toBe(200);
    const forbidden = await asOperator(store, desk, 'DELETE', `/booking-types/${typeId}`);
    expect(forbidden.statusCode).toBe(403);
    expect((await asOperator(store, admin, 'DELETE', `/booking-types/${typeId}`)).statusCode).toBe(204);
    const gone = await publicGet(`/api/v1/BookingTypes?BookingTypeID=${typeId}`);
    expect([gone.statusCode, gone.json().Errors[0].ErrorMessage]).toEqual([404, `Booking type ${typeId} was not found.`]);
    // The area it was in can now go too.
    expect((await asOperator(store, admin, 'DELETE', `/display-areas/${areaId}`)).statusCode).toBe(204);
  });
});

describe('images', () => {
  it('accepts a PNG, shrinks it to 1600 pixels wide and serves it for a year', async () => {
    const png = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#1a6b8f' } })
      .png()
      .toBuffer();
    const res = await upload(admin, { name: 'reef.png', type: 'image/png', bytes: png });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ contentType: 'image/png', width: 1600, height: 400, url: `/images/${image.id}.png` });
    const served = await publicGet(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(image.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1600, height: 400 });
    const [entry] = await auditOf('image', image.id);
    expect(entry).toMatchObject({ action: 'image.upload', after: { url: image.url, fileName: 'reef.png', width: 1600 } });
    // Its address goes into a booking type's image.
    const bt = await asOperator(store, admin, 'PATCH', '/booking-types/1', { smallImageUrl: image.url });
    expect(bt.json().smallImageUrl).toBe(image.url);
    expect((await publicGet('/api/v1/BookingTypes?BookingTypeID=1')).json()[0].SmallImageURL).toBe(image.url);
  });

  it('refuses a text file named .png, an oversized file and a request without a file, with clear messages', async () => {
    const text = await upload(admin, { name: 'notes.png', type: 'image/png', bytes: Buffer.from('hello, not an image') });
    expect([text.statusCode, message(text)]).toEqual([400, 'Upload a JPEG, PNG or WebP image: this file is not one.']);
    const svg = await upload(admin, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect([svg.statusCode, message(svg)]).toEqual([400, adminMessages.imageType]);
    const big = await upload(admin, { name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect([big.statusCode, message(big)]).toEqual([413, 'The image is larger than 5 MB: upload a smaller one.']);
    const json = await asOperator(store, admin, 'POST', '/images', {});
    expect([json.statusCode, message(json)]).toEqual([415, adminMessages.multipartOnly]);
    const desk403 = await upload(desk, { name: 'a.png', type: 'image/png', bytes: Buffer.from('x') });
    expect([desk403.statusCode, message(desk403)]).toEqual([403, adminMessages.forbidden]);
    expect((await publicGet('/images/AAAAAAAAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
  });
});
