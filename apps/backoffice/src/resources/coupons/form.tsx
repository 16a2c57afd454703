import {
  ArrayInput,
  BooleanInput,
  DateInput,
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { MoneyInput } from '../../lib/money';

export const COUPON_KINDS = [
  { id: 'ticket', name: 'Ticket' },
  { id: 'tourproduct', name: 'Tour product (buy one, discount another)' },
  { id: 'membership', name: 'Membership' },
];

const percent = [minValue(0.01), maxValue(100)];
const count = [minValue(0)];

/** A rule row's empty percentage, amount or product as null (the API wants each of them, null when not given). */
const nullRules = (rules: unknown, fields: string[]) =>
  Array.isArray(rules)
    ? rules.map((r: Record<string, unknown>) => ({ ...r, ...Object.fromEntries(fields.map((f) => [f, r[f] === undefined || r[f] === '' ? null : r[f]])) }))
    : rules;

/**
 * The form's values as the API takes them (create and edit): empty percentages, amounts and
 * "discount instead" products as null, no code for a unique-code coupon.
 */
export function couponBody(data: Record<string, unknown>): Record<string, unknown> {
  return {
    ...data,
    ...(data.requireUniqueCode ? { code: null } : {}),
    useFrom: data.useFrom || null,
    useTill: data.useTill || null,
    tourProducts: nullRules(data.tourProducts, ['percentage', 'dollarCents', 'applyDiscountToTourProductId']),
    gaTickets: nullRules(data.gaTickets, ['percentage', 'dollarCents']),
    membershipPackages: nullRules(data.membershipPackages, ['percentage', 'dollarCents']),
  };
}

/**
 * The fields of a coupon (create and edit; docs/operator-guide.md#coupons): its kind, a code
 * visitors type or unique codes (chosen at creation, generated on its page), the validity window
 * in venue dates, limits (0: none), and per tour product, GA ticket or membership package a
 * percentage or an amount in dollars (stored as cents) off each unit.
 */
export function CouponForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      defaultValues={{
        kind: 'ticket',
        requireUniqueCode: false,
        maxProductsLimit: 0,
        maxProductsPerPurchase: 0,
        maxTransactions: 0,
        disabled: false,
        tourProducts: [],
        gaTickets: [],
        membershipPackages: [],
      }}
    >
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <SelectInput source="kind" choices={COUPON_KINDS} validate={required()} />
      <BooleanInput
        source="requireUniqueCode"
        label="Unique codes (each visitor gets a code of their own)"
        disabled={!creating}
        helperText={creating ? 'Generate the codes on the coupon’s page once saved.' : 'Fixed once the coupon is created.'}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.requireUniqueCode ? (
            <NumberInput source="maxProductsLimit" label="Tickets per code in all (0: no limit)" min={0} validate={count} />
          ) : (
            <TextInput
              source="code"
              label="Coupon code"
              helperText="What visitors type (any case)."
              validate={[required(), regex(/^[A-Za-z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _.')]}
            />
          )
        }
      </FormDataConsumer>
      <DateInput source="useFrom" label="Valid from (venue date)" />
      <DateInput source="useTill" label="Valid until (venue date, inclusive)" />
      <NumberInput source="maxProductsPerPurchase" label="Tickets discounted per purchase (0: no limit)" min={0} validate={count} />
      <NumberInput source="maxTransactions" label="Purchases in all (0: no limit)" min={0} validate={count} />
      <BooleanInput source="disabled" label="Disabled (visitors are told the code is not found)" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'membership' ? (
            <ArrayInput source="membershipPackages" label="Membership packages">
              <SimpleFormIterator inline disableReordering>
                <NumberInput source="membershipPackageId" label="Package ID" min={1} validate={required()} />
                <NumberInput source="percentage" label="Percent off" validate={percent} />
                <MoneyInput source="dollarCents" label="Amount off ($)" />
                <BooleanInput source="allowOnJoin" label="On joining" defaultValue={true} />
                <BooleanInput source="allowOnRenewal" label="On renewal" defaultValue={true} />
              </SimpleFormIterator>
            </ArrayInput>
          ) : (
            <>
              <ArrayInput source="tourProducts" label="Tour products">
                <SimpleFormIterator inline disableReordering>
                  <ReferenceInput source="tourProductId" reference="tour-products">
                    <SelectInput label="Tour product" optionText="name" validate={required()} />
                  </ReferenceInput>
                  <NumberInput source="percentage" label="Percent off" validate={percent} />
                  <MoneyInput source="dollarCents" label="Amount off ($)" />
                  {formData.kind === 'tourproduct' && (
                    <ReferenceInput source="applyDiscountToTourProductId" reference="tour-products">
                      <SelectInput label="Discount instead" optionText="name" emptyText="The same product" />
                    </ReferenceInput>
                  )}
                </SimpleFormIterator>
              </ArrayInput>
              <ArrayInput source="gaTickets" label="GA tickets">
                <SimpleFormIterator inline disableReordering>
                  <NumberInput source="productId" label="GA ticket product ID" min={1} validate={required()} />
                  <NumberInput source="percentage" label="Percent off" validate={percent} />
                  <MoneyInput source="dollarCents" label="Amount off ($)" />
                </SimpleFormIterator>
              </ArrayInput>
            </>
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
