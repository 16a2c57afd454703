/**
 * One storefront setting or message (docs/operator-guide.md#storefront-settings-and-messages):
 * its description, default and where the value in use comes from; the input fits its type
 * (text, switch, number, choice, list of numbers). Saved values are checked by the server with
 * the configuration's own schema and used by the storefront at once; "Reset to default" removes
 * the back office's value. A key set in gt.config.json is shown read-only (the file wins).
 */
import { Alert, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  DeleteButton,
  Edit,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { StorefrontSetting } from '@gt/contract/admin/storefront-settings';
import { groupName, SourceChip, valueText } from './shared';

/** "5, 10, 25" ↔ [5, 10, 25]; a word that is not a number is sent as it is, for the server to name. */
const formatNumbers = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
const parseNumbers = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (Number.isFinite(Number(s)) ? Number(s) : s));

/** The input of the record's type, bound to `value`. */
function ValueInput({ record, readOnly }: { record: StorefrontSetting; readOnly: boolean }) {
  const common = { source: 'value', label: 'Value', readOnly, fullWidth: true };
  switch (record.type) {
    case 'boolean':
      return <BooleanInput source="value" label="On" readOnly={readOnly} />;
    case 'integer':
    case 'number':
      return (
        <NumberInput
          {...common}
          step={record.type === 'integer' ? 1 : 'any'}
          validate={record.nullable ? undefined : required()}
          helperText={record.nullable ? 'Leave empty for none.' : undefined}
        />
      );
    case 'choice':
      return <SelectInput {...common} choices={(record.choices ?? []).map((c) => ({ id: c, name: c }))} validate={required()} />;
    case 'numbers':
      return <TextInput {...common} format={formatNumbers} parse={parseNumbers} helperText="Numbers separated by commas, e.g. 5, 10, 25." />;
    default: {
      const long = record.group === 'messages' || String(record.default ?? '').length > 60;
      return <TextInput {...common} multiline={long} minRows={long ? 2 : undefined} format={(v: unknown) => (v ?? '') as string} parse={(v: string) => v ?? ''} />;
    }
  }
}

function SettingToolbar({ record }: { record: StorefrontSetting }) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {record.source === 'backoffice' && (
        <DeleteButton
          label="Reset to default"
          mutationMode="pessimistic"
          confirmTitle={`Reset ${record.id}?`}
          confirmContent={`The default (${valueText(record.default)}) applies again.`}
          mutationOptions={{
            onSuccess: () => {
              notify('Setting reset to its default.', { type: 'success' });
              redirect('list', 'storefront-settings');
            },
          }}
        />
      )}
    </Toolbar>
  );
}

function SettingForm() {
  const record = useRecordContext<StorefrontSetting>();
  if (!record) return null;
  const readOnly = record.source === 'file';
  return (
    <SimpleForm toolbar={readOnly ? false : <SettingToolbar record={record} />} sx={{ maxWidth: 760 }}>
      <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {record.id}
          </Typography>
          <SourceChip source={record.source} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {groupName(record.group)}
        </Typography>
        {record.description && <Typography variant="body1">{record.description}</Typography>}
        <Typography variant="body2">
          Default: <strong>{valueText(record.default)}</strong>
        </Typography>
        {readOnly && (
          <Alert severity="info">
            Set in gt.config.json: the configuration file wins over the back office. Change it in the file (then restart the server),
            or remove it there to change it here.
          </Alert>
        )}
      </Stack>
      <ValueInput record={record} readOnly={readOnly} />
    </SimpleForm>
  );
}

export function StorefrontSettingEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      title="Storefront setting"
      mutationOptions={{
        onSuccess: () => {
          notify('Setting saved: the storefront uses it now.', { type: 'success' });
          redirect('list', 'storefront-settings');
        },
      }}
    >
      <SettingForm />
    </Edit>
  );
}
