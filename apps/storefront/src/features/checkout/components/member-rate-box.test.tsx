import type { PublicConfig } from '@gt/contract/config';
import type { MemberValidationResult } from '@gt/contract/memberships';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../../../components/form-text-field';
import { useDiscountRate } from '../../../stores/discount-rate';
import { usePromotions } from '../../../stores/promotions';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { defaultCheckoutValues, type CheckoutValues } from '../checkout-values';
import { MemberRateBox } from './member-rate-box';

const maya: MemberValidationResult = {
  CustomerID: 500000001,
  MemberNo: '200100300',
  FirstName: 'Maya',
  LastName: 'Rivera',
  EmailOnFile: 'maya.rivera@example.org',
  EmailMatched: true,
  PhoneMatched: false,
  AddressMatched: false,
  MembershipPackageID: 3,
  MembershipExpiryDate: '2027-06-01T00:00:00',
  MembershipCostRateID: 2,
  IsPrimaryMember: true,
  ValidationToken: 'token-0123456789abcdef',
};

let answer: { status: number; body: unknown };
let requests: string[];
let deleted: string[];

function Form({ config, values }: { config: PublicConfig; values: Partial<CheckoutValues> }) {
  const form = useForm<CheckoutValues>({ defaultValues: { ...defaultCheckoutValues, ...values } });
  return (
    <>
      <FormTextField control={form.control} name="email" label="Email" />
      <MemberRateBox form={form} config={config} />
    </>
  );
}

const config = testConfig({ DefaultCostRateID: 1 });
const contact = { firstName: 'Maya', lastName: 'Rivera', email: 'maya.rivera@example.org' };

function show(values: Partial<CheckoutValues> = contact) {
  renderWithData(<Form config={config} values={values} />, { config });
}

async function tickAndApply(memberNo = '200100300') {
  await userEvent.click(screen.getByRole('checkbox', { name: "I'm a member" }));
  if (memberNo) await userEvent.type(screen.getByRole('textbox', { name: 'Member Number' }), memberNo);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => {
  answer = { status: 200, body: maya };
  requests = [];
  deleted = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      deleted.push(String(url));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    requests.push(String(url));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useDiscountRate.getState().reset();
  usePromotions.getState().reset();
});

describe("I'm a member (spec 01 §2, §4, §5)", () => {
  it('shows the member number and Apply only when ticked; Apply needs the number', { timeout: 20_000 }, async () => {
    show();
    expect(screen.queryByRole('textbox', { name: 'Member Number' })).toBeNull();
    await tickAndApply('');
    expect(screen.getByRole('textbox', { name: 'Member Number' })).toHaveAccessibleDescription('Member Number is required.');
    expect(requests).toEqual([]);
  });

  it('needs the last name and an e-mail, phone or address 1 (configured message)', { timeout: 20_000 }, async () => {
    show({ firstName: 'Maya', lastName: 'Rivera', email: '' });
    await tickAndApply();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter member number, last name and e-mail, phone or address 1.');
    expect(requests).toEqual([]);
  });

  it("applies the member rate, then Remove takes it off and clears the number", { timeout: 20_000 }, async () => {
    show();
    await tickAndApply();
    expect(await screen.findByRole('status')).toHaveTextContent('Your member rate has been applied to your tickets.');
    expect(requests[0]).toContain('MemberValidation?CardOrMemberNo=200100300&LastName=Rivera&Email=maya.rivera%40example.org');
    expect(useDiscountRate.getState().membership).toEqual({
      costRateId: 2,
      memberNo: '200100300',
      email: 'maya.rivera@example.org',
      lastName: 'Rivera',
      token: 'token-0123456789abcdef',
    });
    expect(screen.getByRole('textbox', { name: 'Member Number' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(useDiscountRate.getState().membership).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Member Number' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("shows the server's refusal", { timeout: 20_000 }, async () => {
    answer = { status: 400, body: { Errors: [{ ErrorMessage: 'Email does not match.' }] } };
    show();
    await tickAndApply();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email does not match.');
    expect(useDiscountRate.getState().membership).toBeNull();
  });

  it('applies nothing for an expired membership or a rate equal to the default one', { timeout: 20_000 }, async () => {
    answer = { status: 200, body: { ...maya, MembershipCostRateID: null } };
    const { unmount } = renderWithData(<Form config={config} values={contact} />, { config });
    await tickAndApply();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your membership has expired, please renew it to use the member rate.');
    unmount();
    answer = { status: 200, body: { ...maya, MembershipCostRateID: 1 } };
    show();
    await tickAndApply();
    expect(await screen.findByRole('status')).toHaveTextContent('Your membership rate is the same as the standard rate.');
    expect(useDiscountRate.getState().membership).toBeNull();
  });

  it('removes the coupons and gift cards already applied, their holds released', { timeout: 20_000 }, async () => {
    const coupon = { couponId: 4, code: 'VIPCODE', kind: 'ticket' as const, useFrom: null, useTill: null, unique: true, maxProductsPerPurchase: 2, remainingProducts: 2, maxTransactions: 0, timesUsed: 0, products: [] };
    usePromotions.getState().set({
      coupons: [{ coupon, couponHoldRef: 'coupon-hold-0123456789' }],
      giftCards: [{ giftcardNo: 'RNFQAPNJYAKQANEV', maskedNo: '****KQANEV', giftcardHoldRef: 'gift-hold-0123456789', heldCents: 1000, availableCents: 10000 }],
      donation: { amountCents: 500, other: false },
    });
    show();
    await tickAndApply();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Coupons and gift cards were removed because a membership was applied.');
    expect(status).toHaveTextContent('Your member rate has been applied to your tickets.');
    expect(usePromotions.getState()).toMatchObject({ coupons: [], giftCards: [], donation: { amountCents: 500 } });
    expect(deleted.sort()).toEqual([
      expect.stringContaining('UniqueCouponHolds?CouponHoldRef=coupon-hold-0123456789'),
      expect.stringContaining('giftcardholds?GiftcardHoldRef=gift-hold-0123456789'),
    ].sort());
  });

  it('offers the e-mail on file when it differs from the entered one', { timeout: 20_000 }, async () => {
    answer = { status: 200, body: { ...maya, EmailMatched: false, PhoneMatched: true } };
    show({ ...contact, email: 'maya@work.example', phone: '(409) 555-0142' });
    await tickAndApply();
    const dialog = await screen.findByRole('dialog', { name: 'Email on file' });
    expect(dialog).toHaveTextContent('The email on file for this membership is maya.rivera@example.org, not maya@work.example.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useDiscountRate.getState().membership).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Email on file' })).getByRole('button', { name: 'Use email on file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your member rate has been applied to your tickets.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.rivera@example.org');
    expect(useDiscountRate.getState().membership?.email).toBe('maya.rivera@example.org');
  });

  it('updates the record to the entered e-mail when the visitor chooses it', { timeout: 20_000 }, async () => {
    const puts: { url: string; body: unknown }[] = [];
    let putAnswer = { status: 200, body: { CustomerID: maya.CustomerID, EmailOnFile: 'maya@work.example' } as unknown };
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return Promise.resolve(new Response(JSON.stringify(putAnswer.body), { status: putAnswer.status }));
      }
      return Promise.resolve(new Response(JSON.stringify({ ...maya, EmailMatched: false, PhoneMatched: true }), { status: 200 }));
    });
    show({ ...contact, email: 'maya@work.example', phone: '(409) 555-0142' });
    await tickAndApply();
    putAnswer = { status: 403, body: { Errors: [{ ErrorMessage: 'Unable to update customer not enough privileges to perform an action' }] } };
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Email on file' })).getByRole('button', { name: 'Update email on file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to update customer not enough privileges to perform an action');
    expect(useDiscountRate.getState().membership).toBeNull();

    putAnswer = { status: 200, body: { CustomerID: maya.CustomerID, EmailOnFile: 'maya@work.example' } };
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email on file' });
    expect(dialog).toHaveTextContent('update the membership record to use maya@work.example.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update email on file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your member rate has been applied to your tickets.');
    expect(puts.at(-1)).toEqual({
      url: '/api/v1/customers/email',
      body: { ValidationToken: maya.ValidationToken, CustomerID: maya.CustomerID, Email: 'maya@work.example' },
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@work.example');
    expect(useDiscountRate.getState().membership?.email).toBe('maya@work.example');
  });

  it('offers only the e-mail on file when AllowMemberEmailUpdate is off', { timeout: 20_000 }, async () => {
    answer = { status: 200, body: { ...maya, EmailMatched: false, PhoneMatched: true } };
    const off = testConfig({ DefaultCostRateID: 1, AllowMemberEmailUpdate: false });
    renderWithData(<Form config={off} values={{ ...contact, email: 'maya@work.example', phone: '(409) 555-0142' }} />, { config: off });
    await tickAndApply();
    const dialog = await screen.findByRole('dialog', { name: 'Email on file' });
    expect(within(dialog).queryByRole('button', { name: 'Update email on file' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Use email on file' })).toBeVisible();
  });

  it('shows Apply again when an identity rate replaces the member rate', { timeout: 20_000 }, async () => {
    show();
    await tickAndApply();
    await screen.findByRole('button', { name: 'Remove' });
    useDiscountRate.getState().applyIdentity({ costRateId: 5, groupName: 'military', token: 'identity-token-0123' });
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
