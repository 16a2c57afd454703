/**
 * A text field with its Apply button (the coupon and gift card entries of the checkout and the
 * date change, spec 01 §2, spec 02 §2.5), in a group named `group`; Enter applies too (it must not
 * submit a surrounding form). `error` shows under the field as an alert.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export function ApplyField(props: {
  group: string;
  label: string;
  value: string;
  error: string | null;
  busy: boolean;
  onChange(v: string): void;
  onApply(): void;
}) {
  const id = `${props.group.replace(/\W+/g, '-').toLowerCase()}-field`;
  return (
    <Box role="group" aria-label={props.group} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: '1 1 260px' }}>
      <TextField
        id={id}
        label={props.label}
        value={props.value}
        size="small"
        fullWidth
        autoComplete="off"
        error={props.error !== null}
        helperText={props.error}
        slotProps={{ formHelperText: { role: 'alert' } }}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            props.onApply();
          }
        }}
      />
      <Button variant="outlined" onClick={props.onApply} loading={props.busy} sx={{ minHeight: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
