import { BooleanInput, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** The fields of a cost rate (create and edit). */
export function CostRateForm() {
  return (
    <SimpleForm defaultValues={{ isDefault: false, isMemberRate: false, verifyGroupMembership: false }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput
        source="groupName"
        label="Group"
        helperText="For a verified rate: the group the identity provider names (e.g. military)."
      />
      <TextInput source="subGroupName" label="Subgroup" helperText="Optional: the subgroup within the group (e.g. active duty)." />
      <BooleanInput source="verifyGroupMembership" label="Verified rate (visitor proves the group)" />
      <BooleanInput source="isMemberRate" label="Member rate" />
      <BooleanInput source="isDefault" label="Default" />
    </SimpleForm>
  );
}
