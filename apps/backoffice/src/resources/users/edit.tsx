import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ROLE_CHOICES } from './roles';

/** Change an operator's name or role, disable (their sessions end) or remove them. */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="name" />
        <SelectInput source="role" choices={ROLE_CHOICES} />
        <BooleanInput source="disabled" helperText="A disabled operator cannot sign in; their sessions end." />
      </SimpleForm>
    </Edit>
  );
}
