/**
 * The demo attraction seeded into an empty database (docs/architecture.md#database): Harbor Lights
 * Aquarium, on the embedded default or when asked for (`GT_SEED_DEMO=1`, config SeedDemoData);
 * the reference data every store gets is in reference-data.ts. Everything an operator sets up is
 * written through the back office's services (seed-context.ts), so the seed is an example an
 * operator could have typed: the catalogue here, schedules (the events), the event cancelled and
 * the one closed; promotions, GA tickets, gift cards, memberships and members, food in the
 * demo-*.ts files. Only sales are bulk inserts (sold seats, demo-bookings.ts). Dates are
 * relative to `now` in the venue zone, so the store always shows the coming weeks.
 *
 * Browsing rules it exercises (spec 01 §2/§4/§5): a calendar-default type (Timed Admission), a
 * list-forced type with ListViewSearchDays (Behind-the-Scenes Tour), a hybrid-default type with
 * booking-info groups (Dolphin Encounter), an evening type (Jellyfish Nights); min/max tickets;
 * WaiverRequired; required and optional UDFs of every type in two categories; sold-out,
 * closed, cancelled, past, nearly-full and beyond-TourDisplayDays events; adult/child/senior
 * tickets and a parking add-on that does not affect capacity; tax-included and tax-excluded
 * prices; default, member and military cost rates; coupons, gift cards, the donation and the
 * transaction fee products (demo-promotions.ts); membership packages and members
 * (demo-memberships.ts).
 */
import { count } from 'drizzle-orm';
import { venueDate } from '@gt/domain/venue-time';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { seedDemoMemberships } from './demo-memberships';
import { seedDemoCoupons, seedDemoGiftCards, seedDemoPromotions } from './demo-promotions';
import { seedDemoGiftCardProducts, seedDemoSales } from './demo-sales';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoFood } from './demo-food';
import { seedEvents } from './demo-events';
import { seedCountries } from './reference-data';
import { expectSeedId, SEED_ACTOR, seedContext } from './seed-context';
import { createTax } from '../modules/taxes/admin-service';
import { findCostRate } from '../modules/cost-rates/admin-repository';
import { createCostRate } from '../modules/cost-rates/admin-service';
import { createTourProduct } from '../modules/tour-products/admin-service';
import { createUdf } from '../modules/user-defined-fields/admin-service';
import { createBookingType } from '../modules/booking-types/service';
import { changeDisplayArea, createDisplayArea } from '../modules/display-areas/service';
import { CreateBookingTypeBody, CreateDisplayAreaBody } from '@gt/contract/admin/catalogue';
import { CreateTourProductBody, CreateUdfBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../app-context';
import type { ServerConfig } from '../config/server-config';

const img = (name: string) => `/GT/images/${name}.svg`;

const COST_RATES = [
  { costRateId: 1, name: 'Standard', isDefault: true },
  { costRateId: 2, name: 'Member', isMemberRate: true },
  { costRateId: 3, name: 'Military', groupName: 'military', subGroupName: 'active duty', verifyGroupMembership: true },
];

/** Ids 1 and 2 in an empty store, in this order (the products below name them). */
const TAXES = [
  { name: 'Sales tax', included: false, percentage: 8.25 },
  { name: 'Amusement tax', included: true, percentage: 5 },
];

/** [id, name, information, affectsCapacity, min, max, [standard, member, military] cents, taxIds] */
const PRODUCTS: [number, string, string, boolean, number, number, [number, number, number], number[]][] = [
  [1, 'Adult', 'Ages 13 to 64', true, 0, 0, [2995, 2395, 2000], [1]],
  [2, 'Child', 'Ages 3 to 12; under 3 free', true, 0, 0, [1995, 1595, 1400], [1]],
  [3, 'Senior', 'Ages 65 and up', true, 0, 0, [2495, 1995, 1700], [1]],
  [4, 'Parking Pass', 'One car, all day. Does not use a seat.', false, 0, 2, [1000, 1000, 1000], [2]],
  [5, 'Tour Guest', 'Ages 8 and up, guided by a biologist', true, 0, 0, [5900, 4900, 4500], [2]],
  [6, 'Encounter Participant', 'Ages 10 and up; includes wetsuit', true, 0, 4, [14900, 12900, 11900], [2]],
  [7, 'Observer', 'Watches from the deck, no water entry', true, 0, 2, [2500, 2000, 2000], [1]],
  [8, 'Night Guest (21+)', 'Includes one drink ticket', true, 0, 0, [3500, 3000, 3000], [1, 2]],
];

/**
 * Products whose price the calendar routes do not advertise (ShowOnCalendar off): the Observer
 * watches the dolphins from the deck; the day's "from" price is the participants'.
 */
const OFF_CALENDAR = new Set([7]);

/** Products a booking owner cannot return for a refund (spec 02 §2.6 "Not Refundable"): the parking pass. */
const NOT_REFUNDABLE = new Set([4]);

const BOOKING_TYPES = [
  {
    bookingTypeId: 1,
    name: 'Timed Admission',
    info: 'Choose your arrival time to explore all galleries: the Coral Reef, the Shark Tunnel, the Jellyfish Gallery and the Touch Pool. Once inside, stay as long as you like. Strollers are welcome and lockers are available near the entrance.',
    terms: 'Tickets are valid for the selected arrival time only. Arrive within 30 minutes of your time slot.',
    minimumTickets: 1,
    maximumTickets: 10,
    largeImageUrl: img('coral-reef'),
    smallImageUrl: img('coral-reef'),
    products: [1, 2, 3, 4],
    udfs: [9],
  },
  {
    bookingTypeId: 2,
    name: 'Behind-the-Scenes Tour',
    info: 'Walk the catwalks above the main tank, visit the animal hospital and help prepare food for our sea turtles with a staff biologist. The tour lasts 90 minutes and includes stairs.',
    terms: 'Guests must be 8 or older. A signed waiver is required for every guest.',
    minimumTickets: 2,
    maximumTickets: 8,
    forceListView: true,
    listViewSearchDays: 5,
    largeImageUrl: img('behind-the-scenes'),
    smallImageUrl: img('behind-the-scenes'),
    waiverRequired: true,
    waiverUrl: '/GT/waivers/behind-the-scenes.html',
    // Refunds to a gift card only; the date may change, the tickets may not.
    allowRefunds: false,
    allowRefundToGiftcardOnly: true,
    allowTicketChanges: false,
    products: [5],
    udfs: [1, 2, 3, 4, 5, 6, 7],
  },
  {
    bookingTypeId: 3,
    name: 'Dolphin Encounter',
    info: 'Meet our bottlenose dolphins up close. Choose a shallow-water encounter standing on the ledge or a deep-water swim with a trainer.',
    terms: 'Participants must be able to swim. A signed waiver is required.',
    minimumTickets: 1,
    maximumTickets: 4,
    defaultHybridView: true,
    largeImageUrl: img('dolphin'),
    smallImageUrl: img('dolphin'),
    bookingInfoDetails: [
      {
        BookingInfo: 'shallow',
        BookingInfoText:
          'Shallow Water Encounter: stand on the submerged ledge, touch and feed the dolphins with a trainer. About 30 minutes in waist-deep water; great for first-timers.',
        ImageURL: img('dolphin'),
      },
      {
        BookingInfo: 'deep',
        BookingInfoText:
          'Deep Water Swim: swim alongside the dolphins in the main pool with snorkel gear and a trainer. About 45 minutes; confident swimmers only.',
        ImageURL: img('dolphin-deep'),
      },
    ],
    waiverRequired: true,
    waiverUrl: '/GT/waivers/dolphin-encounter.html',
    // No change online at all: the owner is told why.
    allowRefunds: false,
    allowDateTimeChanges: false,
    allowTicketChanges: false,
    noChangesMessage: 'Dolphin Encounter bookings cannot be changed online. Please call us at (409) 555-0100.',
    products: [6, 7],
    udfs: [8],
  },
  {
    bookingTypeId: 4,
    name: 'Jellyfish Nights',
    info: 'An adults-only evening among glowing jellyfish with live music and a cash bar. Photo ID required at the door.',
    terms: 'Guests must be 21 or older with valid photo ID.',
    minimumTickets: 1,
    maximumTickets: 6,
    largeImageUrl: img('jellyfish'),
    smallImageUrl: img('jellyfish'),
    // No refunds (Cancel Booking hidden once paid); date and ticket changes allowed.
    allowRefunds: false,
    products: [8],
    udfs: [],
  },
];

/** [id, name, description, type, category, required, length, picklist options] */
const UDFS: [number, string, string, s.UdfType, string, boolean, number, string[]][] = [
  [1, 'Lead guest name', 'The guest who will check in for the group', 'Text', 'Guest details', true, 60, []],
  [2, 'Youngest guest date of birth', 'Guests must be 8 or older', 'Date', 'Guest details', true, 10, []],
  [3, 'Tallest guest height (inches)', 'Needed for safety harness sizing', 'Decimal', 'Guest details', true, 6, []],
  [4, 'All guests can climb stairs', 'The tour includes three flights of stairs', 'Bit', 'Guest details', true, 1, []],
  [
    5,
    'Mobility assistance',
    'Tell us if a guest needs help',
    'Picklist',
    'Accessibility',
    false,
    50,
    ['None', 'Wheelchair user', 'Walking aid', 'Other'],
  ],
  [6, 'Notes for the guide', 'Allergies, interests or anything we should know', 'Text', 'Accessibility', false, 500, []],
  [7, 'Hearing loop requested', '', 'Bit', 'Accessibility', false, 1, []],
  [8, 'Participant can swim', 'Required for all in-water encounters', 'Bit', 'Safety', true, 1, []],
  [
    9,
    'How did you hear about us?',
    '',
    'Picklist',
    'About your visit',
    false,
    50,
    ['Friends or family', 'Social media', 'Search engine', 'Hotel or tourist office'],
  ],
];

const DISPLAY_AREAS = [
  {
    displayAreaNo: 1,
    areaName: 'Aquarium Admission',
    displayText: 'Timed entry to every gallery. Book ahead to skip the line.',
    uniqueBookingTypeId: 1,
    sortOrder: 1,
    largeImageUrl: img('coral-reef'),
    types: [1],
  },
  {
    displayAreaNo: 2,
    areaName: 'Tours and Evenings',
    displayText: 'Guided behind-the-scenes tours and adults-only Jellyfish Nights.',
    sortOrder: 2,
    forceListView: true,
    listViewSearchDays: 5,
    largeImageUrl: img('jellyfish'),
    types: [2, 4],
  },
  {
    displayAreaNo: 3,
    areaName: 'Animal Encounters',
    displayText: 'Get in the water with our dolphins. Limited places every day.',
    uniqueBookingTypeId: 3,
    sortOrder: 3,
    defaultHybridView: true,
    largeImageUrl: img('dolphin'),
    types: [3],
  },
  { displayAreaNo: 4, areaName: 'Staff Previews', displayText: 'Not shown online.', showOnline: false, sortOrder: 4, types: [1] },
];

/**
 * The part-1 catalogue written through the back office's services (seed-context.ts), in the order
 * that gives the ids the data above names on empty tables: cost rates (the default rate 1 is kept
 * when the reference data added it), taxes, display areas, booking types (with their areas), the
 * areas' unique booking types, tour products (prices, taxes, booking types), user-defined fields.
 */
async function seedCatalogue(ctx: AppContext): Promise<void> {
  for (const { costRateId, ...rate } of COST_RATES) {
    if (await findCostRate(ctx.db, costRateId)) continue;
    expectSeedId('cost rate', (await createCostRate(ctx, SEED_ACTOR, rate)).id, costRateId);
  }
  for (const tax of TAXES) await createTax(ctx, SEED_ACTOR, tax);
  for (const { types: _types, displayAreaNo, uniqueBookingTypeId: _unique, ...area } of DISPLAY_AREAS) {
    expectSeedId('display area', (await createDisplayArea(ctx, SEED_ACTOR, CreateDisplayAreaBody.parse(area))).id, displayAreaNo);
  }
  for (const { bookingTypeId, products: _products, udfs: _udfs, bookingInfoDetails, ...bt } of BOOKING_TYPES) {
    const displayAreas = DISPLAY_AREAS.filter((a) => a.types.includes(bookingTypeId)).map((a) => ({ displayAreaId: a.displayAreaNo }));
    const groups = (bookingInfoDetails ?? []).map((g) => ({
      bookingInfo: g.BookingInfo,
      bookingInfoText: g.BookingInfoText,
      imageUrl: g.ImageURL,
    }));
    const body = CreateBookingTypeBody.parse({ ...bt, bookingInfoDetails: groups, displayAreas });
    expectSeedId('booking type', (await createBookingType(ctx, SEED_ACTOR, body)).id, bookingTypeId);
  }
  for (const { displayAreaNo, uniqueBookingTypeId } of DISPLAY_AREAS) {
    if (uniqueBookingTypeId) await changeDisplayArea(ctx, SEED_ACTOR, displayAreaNo, { uniqueBookingTypeId });
  }
  for (const [
    [tourProductId, name, information, affectsCapacity, minimumTickets, maximumTickets, prices, taxIds],
    sortOrder,
  ] of PRODUCTS.map((p, i) => [p, i] as const)) {
    const body = CreateTourProductBody.parse({
      name,
      information,
      affectsCapacity,
      minimumTickets,
      maximumTickets,
      sortOrder,
      taxIds,
      showOnCalendar: !OFF_CALENDAR.has(tourProductId),
      isRefundable: !NOT_REFUNDABLE.has(tourProductId),
      prices: prices.map((priceCents, r) => ({ costRateId: r + 1, priceCents })),
      bookingTypeIds: BOOKING_TYPES.filter((b) => b.products.includes(tourProductId)).map((b) => b.bookingTypeId),
    });
    expectSeedId('tour product', (await createTourProduct(ctx, SEED_ACTOR, body)).id, tourProductId);
  }
  for (const [[udfId, name, description, udfType, categoryName, isRequired, length, options], sortOrder] of UDFS.map(
    (u, i) => [u, i] as const,
  )) {
    const body = CreateUdfBody.parse({
      name,
      description,
      udfType,
      categoryName,
      isRequired,
      length,
      sortOrder,
      picklist: options.map((option) => ({ option })),
      bookingTypeIds: BOOKING_TYPES.filter((b) => (b.udfs as number[]).includes(udfId)).map((b) => b.bookingTypeId),
    });
    expectSeedId('user-defined field', (await createUdf(ctx, SEED_ACTOR, body)).id, udfId);
  }
}

/** Seeds the demo store when the database has no display areas (`bookings` false: without the demo bookings); returns whether it seeded. */
export async function seedDemoStore(db: Db, opts: { now: Date; config: ServerConfig; bookings?: boolean }): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.displayAreas);
  if ((row?.n ?? 0) > 0) return false;
  const zone = opts.config.Public.VenueTimeZone;
  await db.transaction(async (tx) => {
    // Written through the back office's services where they exist (seed-context.ts).
    const ctx = seedContext(tx, opts.config, opts.now);
    // Reference data a store that started without the demo may have already (reference-data.ts).
    await seedCountries(tx);
    await seedCatalogue(ctx);
    await seedDemoSales(ctx, venueDate(opts.now, zone));
    await seedDemoGiftCardProducts(ctx, venueDate(opts.now, zone));
    await seedDemoPromotions(ctx);
    await seedDemoGiftCards(ctx);
    await seedDemoMemberships(ctx, { now: opts.now, today: venueDate(opts.now, zone) });
    await seedDemoCoupons(ctx, { today: venueDate(opts.now, zone) });
    await seedEvents(ctx, zone);
    await seedDemoFood(ctx, { now: opts.now, zone });
    if (opts.bookings !== false)
      await seedDemoBookings(tx, { now: opts.now, today: venueDate(opts.now, zone), zone: zone, paymentTypeId: 1, currency: 'USD' });
    // Serial sequences continue after the explicit ids some services were given (the demo's fixed ids).
    for (const [table, col] of [
      ['cost_rates', 'cost_rate_id'],
      ['tour_products', 'tour_product_id'],
      ['user_defined_fields', 'udf_id'],
      ['booking_types', 'booking_type_id'],
      ['display_areas', 'display_area_no'],
    ] as const) {
      await tx.execute(`select setval(pg_get_serial_sequence('${table}', '${col}'), (select max(${col}) from ${table}))`);
    }
  });
  return true;
}
