import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A MUI text field bound to react-hook-form: shows the field's error text and marks it red. */
export function FormTextField<T extends FieldValues>(props: { control: Control<T>; name: FieldPath<T> } & Omit<TextFieldProps, 'name'>) {
  const { control, name, ...rest } = props;
  return (
    <Controller
      control={control}
      name={name}
      // The field's ref is the input's (inputRef), not the TextField's root: react-hook-form focuses it.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField {...rest} {...field} inputRef={ref} error={fieldState.invalid} helperText={fieldState.error?.message ?? rest.helperText} fullWidth size="small" />
      )}
    />
  );
}
