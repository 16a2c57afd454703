/**
 * /findmybooking (spec 02 §2.3, §4.8, §5 "Find booking"): Booking ID, Last Name and Email, and
 * Search. The query (bookingID, Name, Email) or the path (/findmybooking/{name}/{email}/{bookingid})
 * fills the form and searches at once. A spinner while searching; a found booking applies its
 * member cost rate and opens /managebooking; an empty answer shows the configured invalid-fields
 * message, a mismatch the server's text, and either clears the booking. Refused while the cart
 * holds food (configured message). Messages go to the app-wide snackbar.
 */
import type { PublicConfig } from '@gt/contract/config';
import { isValidEmail } from '@gt/domain/contact-rules';
import { messages } from '@gt/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodCart } from '../../../stores/food-cart';
import { useManageBooking, type BookingCredentials } from '../../../stores/manage-booking';
import { notify } from '../../../stores/notifier';
import { findBooking } from '../api/get-booking';

type FindValues = { bookingId: string; lastName: string; email: string };

function findSchema(config: PublicConfig) {
  return z.object({
    bookingId: z.string().trim().min(1, messages.bookingIdRequired),
    lastName: z.string().trim().min(1, messages.lastNameRequired),
    email: z
      .string()
      .trim()
      .min(1, messages.emailRequired)
      .refine((v) => isValidEmail(config, v), messages.validEmailRequired),
  });
}

/** Keeps digits only when booking IDs are numeric (FindBookingIDNumberNumbericOnly). */
const bookingIdInput = (config: PublicConfig, raw: string) => (config.FindBookingIDNumberNumbericOnly ? raw.replace(/\D/g, '') : raw);

export function FindBookingPage({ prefill }: { prefill?: { bookingId: string; lastName: string; email: string } }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const schema = useMemo(() => findSchema(config), [config]);
  const form = useForm<FindValues>({
    defaultValues: prefill
      ? { ...prefill, bookingId: bookingIdInput(config, prefill.bookingId) }
      : { bookingId: '', lastName: '', email: '' },
    resolver: zodResolver(schema),
  });

  async function search(v: FindValues) {
    if (useFoodCart.getState().lines.length > 0) return notify('error', config.Messages.FindBookingOrderItemsInCart);
    const credentials: BookingCredentials = { BookingID: v.bookingId.trim(), Email: v.email.trim(), LastName: v.lastName.trim() };
    setSearching(true);
    try {
      const [booking] = await findBooking(credentials);
      if (!booking) {
        useManageBooking.getState().reset();
        return notify('error', config.Messages.InvalidFindBookingFields);
      }
      useManageBooking.getState().load(credentials, booking);
      navigate(paths.manageBooking.to());
    } catch (e) {
      useManageBooking.getState().reset();
      notify('error', (e as Error).message);
    } finally {
      setSearching(false);
    }
  }
  const onSubmit = form.handleSubmit(search, (errors) => {
    const first = errors.bookingId ?? errors.lastName ?? errors.email;
    if (first?.message) notify('error', first.message);
  });

  // A prefilled form (e-mail link, path variant) searches at once, once.
  const searched = useRef(false);
  useEffect(() => {
    if (!prefill || searched.current) return;
    searched.current = true;
    void onSubmit();
  }, [prefill, onSubmit]);

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {config.Headings.FindMyBooking}
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={onSubmit}
        aria-label={config.Headings.FindMyBooking}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="bookingId"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                onChange={(e) => field.onChange(bookingIdInput(config, e.target.value))}
                label="Booking ID"
                required
                autoComplete="off"
                error={fieldState.invalid}
                helperText={fieldState.error?.message}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { inputMode: config.FindBookingIDNumberNumbericOnly ? 'numeric' : 'text', maxLength: 19 } }}
              />
            )}
          />
          <FormTextField control={form.control} name="lastName" label="Last Name" required autoComplete="family-name" />
          <FormTextField control={form.control} name="email" label="Email" required type="email" autoComplete="email" />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={searching}>
              Search
            </Button>
            {searching && <CircularProgress size={28} aria-label="Searching for your booking" />}
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
