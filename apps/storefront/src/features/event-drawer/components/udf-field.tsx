import type { UserDefinedField } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import { udfValueProblem } from '@gt/domain/udf-rules';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Texts above this many characters get a multi-line field (spec 01 §5). */
const MULTILINE_ABOVE = 200;

/**
 * One user-defined field by its type (a picklist offers an empty "None" first unless its options
 * have one); required ones are marked "(required)", and one at fault at
 * Add to Cart (`missing`) is marked red with why: its value's problem, or "{name} is required."
 * (spec 01 §5).
 */
export function UdfField({ udf, value, missing = false, onChange }: { udf: UserDefinedField; value: string; missing?: boolean; onChange(value: string): void }) {
  const label = `${udf.UDFName}${udf.IsRequired ? ' (required)' : ''}`;
  const helperText = missing ? (udfValueProblem(udf, value) ?? messages.fieldRequired(udf.UDFName)) : udf.UdfDescription || undefined;
  const common = { label, fullWidth: true, size: 'small' as const, error: missing, helperText, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  switch (udf.UDFType) {
    case 'Bit':
      return (
        <FormControl error={missing}>
          <FormControlLabel
            control={<Checkbox checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : '')} slotProps={{ input: { 'aria-invalid': missing } }} />}
            label={label}
          />
          {helperText && <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>}
        </FormControl>
      );
    case 'Date':
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'Decimal':
      return <TextField {...common} slotProps={{ htmlInput: { inputMode: 'decimal', pattern: '-?\\d*(\\.\\d+)?' } }} />;
    case 'Picklist':
      return (
        <TextField {...common} select>
          {/* The empty choice, unless the list has a "None" of its own (it would be listed twice). */}
          {!udf.Picklist.some((o) => o.Option.trim().toLowerCase() === 'none') && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
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
