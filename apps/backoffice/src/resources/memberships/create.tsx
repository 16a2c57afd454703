import {
  ArrayInput,
  BooleanInput,
  Create,
  DateInput,
  email,
  Loading,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetOne,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminMembershipPackage } from '@gt/contract/admin/memberships';
import { venueToday } from '../../lib/venue-date';
import { useVenueTimeZone } from '../../lib/venue-time';

/** A person's fields side by side, wrapping within the page (one below the other on a phone); persons apart. */
const field = { fullWidth: false, sx: { width: { xs: '100%', sm: 210 } } };
const PERSON_ROWS = { '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap' }, '& .RaSimpleFormIterator-line': { pt: 1 } };

/** The membership types (persons, not add-ons) of the package chosen above, to choose a person's type from. */
function PersonTypeInput() {
  const packageId = useWatch({ name: 'membershipPackageId' }) as number | undefined;
  const { data } = useGetOne<AdminMembershipPackage>('membership-packages', { id: packageId ?? 0 }, { enabled: !!packageId });
  const choices = (data?.types ?? []).filter((t) => t.kind === 'Membership').map((t) => ({ id: t.id, name: t.name }));
  return (
    <SelectInput
      source="membershipTypeId"
      label="Membership type"
      choices={choices}
      validate={required()}
      disabled={!packageId}
      helperText={packageId ? false : 'Choose the package first.'}
      {...field}
    />
  );
}

/**
 * Add a membership by hand (docs/operator-guide.md#add-a-membership-by-hand): a complimentary
 * membership, or one paid at the desk outside the web store. The package, the period (venue
 * dates: from today by default), why, and each person with their membership type; exactly one
 * is the primary member, who needs an e-mail. Each person gets a new member number; the
 * membership's page opens after saving. The server's refusal (persons outside the package's
 * limits, a type of another package) is shown.
 */
export function MembershipCreate() {
  const tz = useVenueTimeZone();
  if (!tz) return <Loading />;
  return (
    <Create redirect="show" title="Add a membership">
      <SimpleForm defaultValues={{ startDate: venueToday(tz), reason: '', persons: [{ isPrimary: true }] }}>
        <ReferenceInput source="membershipPackageId" reference="membership-packages" sort={{ field: 'sortOrder', order: 'ASC' }}>
          <SelectInput label="Package" optionText="name" validate={required()} />
        </ReferenceInput>
        <DateInput source="startDate" label="Start date" validate={required()} />
        <DateInput source="expiryDate" label="Expiry date" validate={required()} helperText="The last day the membership is current." />
        <TextInput
          source="reason"
          label="Reason"
          validate={[required(), maxLength(500)]}
          multiline
          fullWidth
          helperText="For example “Complimentary: volunteer” or “Paid at the desk, receipt 1234”. Kept in the audit log."
        />
        <ArrayInput source="persons" label="Persons" validate={required()}>
          <SimpleFormIterator inline disableReordering sx={PERSON_ROWS}>
            <PersonTypeInput />
            <BooleanInput source="isPrimary" label="Primary member" defaultValue={false} fullWidth={false} />
            <TextInput source="firstName" label="First name" validate={[required(), maxLength(100)]} {...field} />
            <TextInput source="lastName" label="Last name" validate={[required(), maxLength(100)]} {...field} />
            <TextInput source="email" label="E-mail" type="email" validate={[email(), maxLength(254)]} {...field} />
            <TextInput source="phone" label="Phone" validate={maxLength(20)} {...field} />
            <TextInput source="address1" label="Street address" validate={maxLength(200)} {...field} />
            <TextInput source="city" label="City" validate={maxLength(100)} {...field} />
            <TextInput source="state" label="State" validate={maxLength(50)} {...field} />
            <TextInput source="zipcode" label="ZIP code" validate={maxLength(10)} {...field} />
            <TextInput source="country" label="Country" validate={maxLength(60)} {...field} />
            <DateInput source="dateOfBirth" label="Date of birth" {...field} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
}
