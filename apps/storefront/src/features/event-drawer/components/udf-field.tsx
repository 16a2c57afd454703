import type { UserDefinedField } from '@gt/contract/catalogue';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Texts above this many characters get a multi-line field (spec 01 §5). */
const MULTILINE_ABOVE = 200;

/** One user-defined field by its type; required ones are marked "(required)". */
export function UdfField({ udf, value, onChange }: { udf: UserDefinedField; value: string; onChange(value: string): void }) {
  const label = `${udf.UDFName}${udf.IsRequired ? ' (required)' : ''}`;
  const common = { label, fullWidth: true, size: 'small' as const, helperText: udf.UdfDescription || undefined, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  switch (udf.UDFType) {
    case 'Bit':
      return <FormControlLabel control={<Checkbox checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : '')} />} label={label} />;
    case 'Date':
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'Decimal':
      return <TextField {...common} slotProps={{ htmlInput: { inputMode: 'decimal', pattern: '-?\\d*(\\.\\d+)?' } }} />;
    case 'Picklist':
      return (
        <TextField {...common} select>
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {udf.Picklist.map((o) => (
            <MenuItem key={o.UDFPicklistID} value={o.Option}>
              {o.Option}
            </MenuItem>
          ))}
        </TextField>
      );
    default:
      return <TextField {...common} multiline={udf.UDFLength > MULTILINE_ABOVE} minRows={2} slotProps={{ htmlInput: { maxLength: udf.UDFLength || undefined } }} />;
  }
}
