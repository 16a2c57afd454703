import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import type { AdminMembershipPackage, AdminMembershipType } from '@gt/contract/admin/memberships';
import { MoneyInput } from '../../lib/money';

const KINDS = [
  { id: 'Membership', name: 'Membership type (a person)' },
  { id: 'AddOn', name: 'Add-on' },
];
/** An empty choice is `null` (none) in the API. */
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const whole = (label: string) => ({ label, min: 0, step: 1, defaultValue: 0, validate: minValue(0) });

/**
 * The fields of a membership package (create and edit): its persons per membership, the member
 * cost rate its members buy tickets at, where and whether the storefront lists it, and its
 * membership types and add-ons in order, each with a price in dollars (stored as cents), taxes,
 * quantity limits (0: none), a duration (years, months, days), an optional age range and the
 * membership UDFs asked of each person. A new price applies to later sales only.
 */
export function MembershipPackageForm() {
  return (
    <SimpleForm
      defaultValues={{
        description: '',
        minMembers: 1,
        maxMembers: 0,
        costRateId: null,
        displayAreaNo: null,
        showOnline: true,
        sortOrder: 0,
        types: [{ kind: 'Membership', durationYears: 1 }],
      }}
    >
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <NumberInput source="minMembers" label="Minimum persons" min={1} step={1} validate={[required(), minValue(1)]} />
      <NumberInput source="maxMembers" label="Maximum persons (0: no limit)" min={0} step={1} validate={minValue(0)} />
      <ReferenceInput source="costRateId" reference="cost-rates">
        <SelectInput
          label="Member cost rate"
          optionText="name"
          emptyText="None (members pay the default rate)"
          parse={emptyToNull}
          helperText="The rate a validated member's tickets are priced at while the membership is current."
        />
      </ReferenceInput>
      <ReferenceInput source="displayAreaNo" reference="display-areas">
        <SelectInput label="Display area" optionText="areaName" emptyText="Every listing" parse={emptyToNull} />
      </ReferenceInput>
      <BooleanInput source="showOnline" label="Show online" />
      <NumberInput source="sortOrder" label="Order" step={1} />
      <ArrayInput source="types" label="Membership types and add-ons" validate={required()}>
        <SimpleFormIterator fullWidth>
          <SelectInput source="kind" label="Kind" choices={KINDS} defaultValue="Membership" validate={required()} />
          <TextInput source="name" label="Type name" validate={[required(), maxLength(100)]} />
          <MoneyInput source="priceCents" label="Price ($)" defaultValue={0} validate={[required(), minValue(0)]} />
          <ReferenceArrayInput source="taxIds" reference="taxes">
            <SelectArrayInput label="Taxes" optionText="name" defaultValue={[]} />
          </ReferenceArrayInput>
          <NumberInput source="minQuantity" {...whole('Minimum quantity')} />
          <NumberInput source="maxQuantity" {...whole('Maximum quantity (0: none)')} />
          <NumberInput source="durationYears" {...whole('Years')} />
          <NumberInput source="durationMonths" {...whole('Months')} />
          <NumberInput source="durationDays" {...whole('Days')} />
          <BooleanInput source="ageBased" label="Age-based (age on the day of joining)" defaultValue={false} />
          <FormDataConsumer<{ ageBased?: boolean }>>
            {({ scopedFormData }) =>
              scopedFormData?.ageBased ? (
                <>
                  <NumberInput source="minAge" {...whole('Minimum age')} />
                  <NumberInput source="maxAge" {...whole('Maximum age')} />
                </>
              ) : null
            }
          </FormDataConsumer>
          <ReferenceArrayInput source="udfIds" reference="user-defined-fields">
            <SelectArrayInput label="Membership UDFs (asked of each person)" optionText="name" defaultValue={[]} />
          </ReferenceArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

type Types = Partial<AdminMembershipType>[];
const inputTypes = (types: Types | undefined) => (types ?? []).map(({ productId: _product, ...t }) => t);

/**
 * What a package form sends: the record without what only the server sets (`membershipCount`,
 * each type's `productId`), and `types` only when the list changed (it replaces the whole list).
 */
export function packageBody(data: Partial<AdminMembershipPackage>, previous?: Partial<AdminMembershipPackage>): Record<string, unknown> {
  const { types, membershipCount: _count, ...rest } = data;
  const next = inputTypes(types as Types);
  if (previous && JSON.stringify(next) === JSON.stringify(inputTypes(previous.types as Types))) return rest;
  return { ...rest, types: next };
}
