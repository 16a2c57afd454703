/** The GA page's coupon entry (spec 02 §2.9, §5): a code field with Apply, or the applied code with Remove. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface Props {
  initial: string;
  applied: string | null;
  busy: boolean;
  onApply(code: string): void;
  onRemove(): void;
}

export function GaCouponField({ initial, applied, busy, onApply, onRemove }: Props) {
  const [code, setCode] = useState(initial);
  if (applied)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip color="success" label={`Coupon ${applied} applied`} />
        <Button
          onClick={() => {
            setCode('');
            onRemove();
          }}
        >
          Remove coupon
        </Button>
      </Box>
    );
  return (
    <Box
      component="form"
      aria-label="Coupon"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply(code);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}
    >
      <TextField size="small" label="Enter Coupon Code" value={code} onChange={(e) => setCode(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
      <Button type="submit" variant="outlined" loading={busy} sx={{ minHeight: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
