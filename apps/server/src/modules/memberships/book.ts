/**
 * Memberships written by the booking transaction of a paid checkout (spec 01 §4 "Membership
 * join/renew"; §3 "Payment result / receipt" MembershipPackages): a join creates the persons'
 * customer records, the membership and a member per person (random member number, pass
 * barcode); a renewal extends the membership from the expiry it was priced from (guarded: a
 * second renewal of the same period at once is refused and its payment refunded), renews the
 * persons kept, adds the new ones and leaves the others at their old expiry ("Individuals not
 * included in Renewal"). Persons' UDF values are stored as customer UDFs.
 */
import { randomInt } from 'node:crypto';
import type { ReceiptMembership } from '@gt/contract/memberships';
import { membershipMessages } from '@gt/domain/membership';
import { membershipDateTime } from '@gt/domain/membership-dates';
import { toDollars } from '@gt/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { customerAddresses, customers } from '../../db/customer-schema';
import { membershipMembers, memberships } from '../../db/membership-schema';
import { ApiError } from '../../http/errors';
import { newBarcode } from '../../lib/random-codes';
import { insertCustomerRow } from '../customers/repository';
import type { PricedMembership } from '../transactions/reprice';
import { upsertCustomerUdfs } from './repository';

type Person = PricedMembership['persons'][number];

/** Member numbers: 9 random digits (not a sequence), drawn again on a collision. */
const newMemberNo = () => String(randomInt(100_000_000, 1_000_000_000));

/** A person joining (the visitor's checkout or the desk): name, contact, street address; date of birth a venue date or null. */
export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  dateOfBirth: string | null;
}

const fromWire = (p: Person['input']): NewPerson => ({
  firstName: p.FirstName,
  lastName: p.LastName,
  email: p.Email,
  phone: p.Phone,
  address1: p.Address1,
  address2: p.Address2,
  city: p.City,
  state: p.State,
  zipcode: p.Zipcode,
  country: p.Country,
  dateOfBirth: p.DOB || null,
});

/**
 * Writes a joining person's customer record (a guest without a token) and primary street address
 * in `tx`; returns the customer id (random, or `customerId`: the demo seed's fixed one).
 */
export async function newPersonCustomer(tx: Tx, p: NewPerson, now: Date, customerId?: number): Promise<number> {
  const row = await insertCustomerRow(
    tx,
    {
      firstName: p.firstName,
      lastName: p.lastName,
      createdAsGuest: true,
      guestEmail: p.email,
      dateOfBirth: p.dateOfBirth,
      createdAt: now,
      tokenHash: null,
    },
    customerId,
  );
  await tx.insert(customerAddresses).values({
    customerId: row.customerId,
    isPrimary: true,
    addressTypeId: 1,
    email: p.email,
    street1: p.address1,
    street2: p.address2,
    citySuburb: p.city,
    state: p.state,
    postcode: p.zipcode,
    country: p.country,
    mobilePhone: p.phone,
  });
  return row.customerId;
}

/**
 * Writes a member of membership `m.membershipId` in `tx` with a random 9-digit member number and
 * pass barcode (drawn again on a collision), or `fixed` ones (the demo seed's; an Error if taken).
 */
export async function insertMember(
  tx: Tx,
  m: { membershipId: number; customerId: number; membershipTypeId: number; isPrimary: boolean; expiryDate: string },
  fixed?: { memberNo: string; barcode: string },
) {
  for (;;) {
    const [row] = await tx
      .insert(membershipMembers)
      .values({ ...m, memberNo: fixed?.memberNo ?? newMemberNo(), barcode: fixed?.barcode ?? newBarcode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (fixed) throw new Error(`member number ${fixed.memberNo} or barcode ${fixed.barcode} exists`);
  }
}

/** Writes a membership (venue dates; `receiptNo` the sale, 0 when issued by hand) in `tx`; returns its id. */
export async function insertMembershipRow(tx: Tx, v: Omit<typeof memberships.$inferInsert, 'membershipId'>): Promise<number> {
  const [row] = await tx.insert(memberships).values(v).returning({ id: memberships.membershipId });
  if (!row) throw new Error('membership not inserted');
  return row.id;
}

/** Writes the order's memberships (inside the booking transaction) and returns them as the receipt shows them. */
export async function writeMemberships(
  ctx: AppContext,
  tx: Tx,
  o: { memberships: readonly PricedMembership[]; receiptNo: number; now: Date },
): Promise<ReceiptMembership[]> {
  const out: ReceiptMembership[] = [];
  for (const m of o.memberships) {
    let membershipId: number;
    let primaryCustomerId: number;
    const members: ReceiptMembership['Members'] = [];
    const customerOf = new Map<number, number>();
    if (m.renewal) {
      // Guarded: only from the expiry the renewal was priced from (two renewals at once extend it once).
      const guard = ctx.testHooks?.skipMembershipGuard ? sql`true` : eq(memberships.expiryDate, m.renewal.previousExpiry);
      const [row] = await tx
        .update(memberships)
        .set({ startDate: m.startDate, expiryDate: m.expiryDate, renewals: sql`${memberships.renewals} + 1`, receiptNo: o.receiptNo })
        .where(and(eq(memberships.membershipId, m.renewal.membershipId), guard))
        .returning();
      if (!row) throw new ApiError(409, membershipMessages.alreadyRenewed);
      membershipId = row.membershipId;
      primaryCustomerId = row.primaryCustomerId;
    } else {
      const primary = m.persons.find((p) => p.input.IsPrimaryMember) as Person;
      primaryCustomerId = await newPersonCustomer(tx, fromWire(primary.input), o.now);
      customerOf.set(primary.input.UserNo, primaryCustomerId);
      membershipId = await insertMembershipRow(tx, {
        membershipPackageId: m.pkg.rule.membershipPackageId,
        primaryCustomerId,
        startDate: m.startDate,
        expiryDate: m.expiryDate,
        receiptNo: o.receiptNo,
      });
    }
    for (const p of m.persons) {
      const u = p.input;
      let customerId = u.CustomerID ?? customerOf.get(u.UserNo);
      let member;
      if (customerId !== undefined && u.CustomerID !== undefined) {
        await tx
          .update(customers)
          .set({ firstName: u.FirstName, lastName: u.LastName, dateOfBirth: u.DOB || null })
          .where(eq(customers.customerId, customerId));
        [member] = await tx
          .update(membershipMembers)
          .set({ membershipTypeId: u.MembershipTypeID, expiryDate: p.expiryDate, barcode: newBarcode() })
          .where(and(eq(membershipMembers.membershipId, membershipId), eq(membershipMembers.customerId, customerId)))
          .returning();
      } else {
        customerId ??= await newPersonCustomer(tx, fromWire(u), o.now);
        member = await insertMember(tx, {
          membershipId,
          customerId,
          membershipTypeId: u.MembershipTypeID,
          isPrimary: u.IsPrimaryMember && !m.renewal,
          expiryDate: p.expiryDate,
        });
      }
      await upsertCustomerUdfs(
        tx,
        u.UDFs.map((v) => ({ CustomerID: customerId, UDFID: v.UDFID, Value: v.Value })),
      );
      members.push({
        CustomerID: customerId,
        FirstName: u.FirstName,
        LastName: u.LastName,
        MembershipTypeName: p.typeName,
        MemberNo: member?.memberNo ?? '',
        Barcode: ctx.config.Public.DisableMemberPassBarcode ? null : (member?.barcode ?? null),
      });
    }
    out.push({
      MembershipID: membershipId,
      MembershipPackageID: m.pkg.rule.membershipPackageId,
      PackageName: m.pkg.rule.name,
      MemberCustomerID: primaryCustomerId,
      IsRenewal: m.renewal !== null,
      MembershipStartDate: membershipDateTime(m.startDate),
      MembershipExpiryDate: membershipDateTime(m.expiryDate),
      SubTotal: toDollars(m.amounts.exTaxCents),
      TotalTax: toDollars(m.amounts.taxCents),
      TotalAmount: toDollars(m.amounts.totalCents),
      Members: members,
      AddOns: m.lines.filter((l) => l.price.kind === 'AddOn').map((l) => ({ ProductName: l.price.name, Quantity: l.quantity })),
    });
  }
  return out;
}
