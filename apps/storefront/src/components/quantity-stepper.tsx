/**
 * Quantity stepper (spec 01 §5): − / typed value / +, clamped between min and max; non-numeric
 * typed input becomes 0 (then clamped).
 */
import { clampQuantity } from '@gt/domain/quantity';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';

export function QuantityStepper(props: { label: string; value: number; min: number; max: number; disabled?: boolean; onChange(value: number): void }) {
  const { value, min, max, disabled } = props;
  const set = (raw: string | number) => props.onChange(clampQuantity(raw, { min, max }));
  return (
    <Box role="group" aria-label={`${props.label} quantity`} sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton size="small" aria-label={`Fewer ${props.label}`} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={String(value)}
        disabled={disabled}
        onChange={(e) => set(e.target.value)}
        inputProps={{ 'aria-label': `${props.label} quantity`, inputMode: 'numeric', style: { textAlign: 'center', width: '3ch' } }}
      />
      <IconButton size="small" aria-label={`More ${props.label}`} disabled={disabled || value >= max} onClick={() => set(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
