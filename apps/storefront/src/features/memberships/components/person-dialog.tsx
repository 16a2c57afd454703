/**
 * The membership person dialog (spec 01 §2 "Person dialog titles", §5 "Membership person
 * dialog"): membership type (only types still under their max), first and last name, e-mail, DOB
 * (optional), phone (masked), address 1 and 2, country, state, city, zipcode, and the type's
 * membership UDFs by category. Save checks the person with domain `personProblem` and shows the
 * spec's text; it is disabled for 1 second after a click.
 */
import type { UserDefinedField } from '@gt/contract/catalogue';
import { personProblem, typeChoices, type MembershipPackageRule } from '@gt/domain/membership';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PhoneMaskInput } from '../../../components/phone-mask-input';
import { usePublicConfig } from '../../../lib/public-config';
import type { CartPerson } from '../../../stores/membership-cart';
import { UdfField } from '../../event-drawer/components/udf-field';
import { useCountries } from '../../checkout/api/get-countries';

export type PersonDialogTitle = 'Add Person' | 'Primary Member' | 'Edit - Person' | 'Edit - Primary Member' | 'Add - Person';

/** Milliseconds Save stays disabled after a click (spec 01 §4). */
export const SAVE_LOCK_MS = 1000;

export function PersonDialog(props: {
  title: PersonDialogTitle;
  person: CartPerson;
  pkg: MembershipPackageRule;
  persons: readonly CartPerson[];
  udfs: readonly UserDefinedField[];
  today: string;
  onSave(p: CartPerson): void;
  onClose(): void;
}) {
  const config = usePublicConfig();
  const countries = useCountries().data ?? [];
  const [p, setP] = useState<CartPerson>(props.person);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const set = (k: keyof CartPerson) => (e: { target: { value: string } }) => setP((x) => ({ ...x, [k]: e.target.value }));
  const editing = props.persons.some((x) => x.userNo === p.userNo);
  const choices = typeChoices(props.pkg, props.persons, editing ? props.person : undefined);
  const typeUdfs = props.udfs.filter((u) => u.MembershipTypeID === p.membershipTypeId);
  const categories = [...new Set(typeUdfs.map((u) => u.UDFCategoryName))];
  const states = countries.find((c) => c.ISOCode === p.country || c.Country === p.country)?.Picklist ?? [];
  const udfValue = (id: number) => p.udfs.find((u) => u.UDFID === id)?.Value ?? '';
  const setUdf = (id: number, Value: string) =>
    setP((x) => ({ ...x, udfs: [...x.udfs.filter((u) => u.UDFID !== id), { UDFID: id, Value }] }));
  const field = (k: keyof CartPerson, label: string, o: { required?: boolean; type?: string; sm?: number } = {}) => (
    <Grid size={{ xs: 12, sm: o.sm ?? 6 }}>
      <TextField
        label={label}
        required={o.required}
        type={o.type}
        value={p[k] as string}
        onChange={set(k)}
        fullWidth
        size="small"
        slotProps={o.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      />
    </Grid>
  );

  const save = () => {
    setLocked(true);
    setTimeout(() => setLocked(false), SAVE_LOCK_MS);
    const problem = personProblem(p, {
      pkg: props.pkg,
      others: props.persons.filter((x) => x.userNo !== p.userNo),
      today: props.today,
      dobPattern: config.DOBPattern,
      emailPattern: config.EmailRegex,
      udfs: typeUdfs,
    });
    setError(problem);
    if (!problem) props.onSave(p);
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="person-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="person-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={12}>
            <TextField
              select
              label="Membership Type"
              required
              value={p.membershipTypeId ?? ''}
              onChange={(e) => setP((x) => ({ ...x, membershipTypeId: Number(e.target.value) }))}
              fullWidth
              size="small"
            >
              {choices.map((t) => (
                <MenuItem key={t.membershipTypeId} value={t.membershipTypeId}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {field('firstName', 'First Name', { required: true })}
          {field('lastName', 'Last Name', { required: true })}
          {field('email', 'Email', { required: p.isPrimary })}
          {field('dob', 'Date of Birth (optional)', { type: 'date' })}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Phone (optional)"
              value={p.phone}
              onChange={set('phone')}
              fullWidth
              size="small"
              slotProps={{ input: { inputComponent: PhoneMaskInput as never } }}
            />
          </Grid>
          {field('address1', 'Address 1', { required: p.isPrimary })}
          {field('address2', 'Address 2 (optional)')}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label="Country"
              required={p.isPrimary}
              value={countries.length ? p.country : ''}
              onChange={(e) => setP((x) => ({ ...x, country: e.target.value, state: '' }))}
              fullWidth
              size="small"
            >
              {countries.map((c) => (
                <MenuItem key={c.ISOCode} value={c.ISOCode}>
                  {c.Country}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {states.length > 0 ? (
              <TextField select label="State" required={p.isPrimary} value={p.state} onChange={set('state')} fullWidth size="small">
                {states.map((s) => (
                  <MenuItem key={s.StateCode} value={s.StateCode}>
                    {s.State}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField label="State" required={p.isPrimary} value={p.state} onChange={set('state')} fullWidth size="small" />
            )}
          </Grid>
          {field('city', 'City', { required: p.isPrimary })}
          {field('zipcode', 'Zipcode', { required: p.isPrimary })}
          {categories.map((c) => (
            <Grid key={c} size={12}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {c}
              </Typography>
              <Grid container spacing={2}>
                {typeUdfs
                  .filter((u) => u.UDFCategoryName === c)
                  .map((u) => (
                    <Grid key={u.UDFID} size={12}>
                      <UdfField udf={u} value={udfValue(u.UDFID)} onChange={(v) => setUdf(u.UDFID, v)} />
                    </Grid>
                  ))}
              </Grid>
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={locked}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
