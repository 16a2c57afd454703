/**
 * /memberships/membervalidate/{id} (spec 01 §2 "Membership routes", §4; spec 02 §5 "Membership
 * find/renew panel"): Last Name, Member # and e-mail (or, with MemberValidationMode
 * `phoneOrAddress`, phone or address 1); success shows the "Current Memberships" dialog (package,
 * expiry, Renew, Back). Renew prepares the renewal draft with every person of the membership and
 * goes to /memberships/renew/{id}; only the primary holder may renew. "I don't know my member #"
 * switches to last name and e-mail with Send Mail; success shows "Email sent successfully!" and
 * Back to Renew. Joining (spec 01 §4 "Membership join/renew"), the page comes after the primary
 * member is added: it asks whether they are already a member (validation success with a
 * membership they hold goes to the renewal), prefilled with their last name and e-mail, and
 * "Continue Joining" returns to the package being joined.
 */
import type { Membership, MembershipPackage } from '@gt/contract/memberships';
import { initialAddOns, membershipMessages, newUserNo } from '@gt/domain/membership';
import { messages } from '@gt/domain/messages';
import { DATE_FORMAT, dayjs } from '@gt/domain/venue-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useMembershipCart, type CartPerson } from '../../../stores/membership-cart';
import { notify } from '../../../stores/notifier';
import { validateMember } from '../../../api/validate-member';
import { getMemberships, sendLostMemberNo } from '../api/memberships-api';
import { packageRule } from '../package-rule';

type Fields = { lastName: string; memberNo: string; email: string; phone: string; address1: string };

/** `joining`: the primary member of the package being joined, when the join led here. */
export function MemberValidatePage({ pkg, joining }: { pkg: MembershipPackage; joining?: CartPerson }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const byPhone = config.MemberValidationMode === 'phoneOrAddress';
  const [f, setF] = useState<Fields>(() => ({
    lastName: joining?.lastName ?? '',
    memberNo: '',
    email: joining?.email ?? '',
    phone: joining?.phone ?? '',
    address1: joining?.address1 ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const [lost, setLost] = useState<'form' | 'sent' | null>(null);
  const [current, setCurrent] = useState<Membership[] | null>(null);
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [k]: e.target.value }));
  const field = (k: keyof Fields, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={f[k]}
      onChange={set(k)}
      error={Boolean(errors[k])}
      helperText={errors[k]}
      fullWidth
      size="small"
      sx={{ mb: 2 }}
    />
  );

  const problems = (): Partial<Record<keyof Fields, string>> => {
    const e: Partial<Record<keyof Fields, string>> = {};
    if (!f.lastName.trim()) e.lastName = messages.fieldRequired('Last Name');
    if (lost) {
      if (!f.email.trim()) e.email = membershipMessages.emailRequiredFind;
      return e;
    }
    if (!f.memberNo.trim()) e.memberNo = membershipMessages.memberNoRequired;
    if (byPhone && !f.phone.trim() && !f.address1.trim())
      Object.assign(e, { phone: membershipMessages.phoneMissing, address1: membershipMessages.address1Missing });
    if (!byPhone && !f.email.trim()) e.email = membershipMessages.emailRequiredFind;
    return e;
  };

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const e = problems();
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    setBusy(true);
    try {
      if (lost) {
        await sendLostMemberNo({ LastName: f.lastName.trim(), Email: f.email.trim() });
        setLost('sent');
        return;
      }
      const v = await validateMember({
        CardOrMemberNo: f.memberNo.trim(),
        LastName: f.lastName.trim(),
        ...(byPhone ? { Phone: f.phone, Street1: f.address1 } : { Email: f.email.trim() }),
      });
      useMembershipCart.getState().setValidation(v);
      setCurrent(await getMemberships(v));
    } catch (err) {
      notify('error', err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const renew = (m: Membership) => {
    if (!m.IsPrimaryMember) return notify('error', config.Messages.OnlyPrimaryMayRenew);
    const cart = useMembershipCart.getState();
    if (cart.inCart && cart.draft) return notify('error', membershipMessages.onePackageOnly);
    const rule = packageRule(pkg);
    cart.setDraft({
      membershipPackageId: m.MembershipPackageID,
      renewMembershipId: m.MembershipID,
      addOns: Object.fromEntries(initialAddOns(rule)),
      notIncluded: [],
      persons: m.Users.map((u) => ({
        userNo: newUserNo(),
        customerId: u.CustomerID,
        isPrimary: u.isPrimaryMember,
        membershipTypeId: u.MembershipTypeID,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        dob: u.dob,
        phone: u.phone,
        address1: u.address1,
        address2: u.address2,
        city: u.city,
        state: u.state,
        zipcode: u.zipcode,
        country: u.country === 'United States' ? 'US' : u.country,
        udfs: u.UDFs,
      })),
    });
    void navigate(paths.membershipRenew.to(m.MembershipPackageID));
  };

  return (
    <Box component="section" aria-labelledby="validate-title" sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography id="validate-title" variant="h1" component="h1" gutterBottom>
        {lost ? "I don't know my member #" : joining ? `Already a member of ${pkg.PackageName}?` : `Renew ${pkg.PackageName}`}
      </Typography>
      {joining && !lost && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>
            If {joining.firstName} {joining.lastName} already holds this membership, validate it to renew instead of joining.
          </Typography>
          <Button variant="outlined" onClick={() => void navigate(paths.membershipJoin.to(pkg.MembershipPackageID))}>
            Continue Joining
          </Button>
        </Box>
      )}
      {lost === 'sent' ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status" sx={{ mb: 2 }}>
            {membershipMessages.emailSent}
          </Typography>
          <Button variant="contained" onClick={() => setLost(null)}>
            Back to Renew
          </Button>
        </Paper>
      ) : (
        <Paper
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          variant="outlined"
          sx={{ p: 3 }}
          aria-label={lost ? 'Find my member number' : 'Member validation'}
        >
          {field('lastName', 'Last Name')}
          {!lost && field('memberNo', 'Member #')}
          {(lost || !byPhone) && field('email', 'Email', 'email')}
          {!lost && byPhone && field('phone', 'Phone')}
          {!lost && byPhone && field('address1', 'Address 1')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <Button
              variant="text"
              onClick={() => {
                setErrors({});
                setLost(lost ? null : 'form');
              }}
            >
              {lost ? 'Back to Renew' : "I don't know my member #"}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {lost ? 'Send Mail' : 'Validate'}
            </Button>
          </Box>
        </Paper>
      )}
      <Dialog open={current !== null} onClose={() => setCurrent(null)} aria-labelledby="current-title" fullWidth maxWidth="sm">
        <DialogTitle id="current-title">Current Memberships</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Package</TableCell>
                <TableCell>Expiry date</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(current ?? []).map((m) => (
                <TableRow key={m.MembershipID}>
                  <TableCell>{m.MembershipPackageName}</TableCell>
                  <TableCell>{dayjs.utc(m.MembershipExpiryDate.slice(0, 10)).format(DATE_FORMAT)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="contained" onClick={() => renew(m)} aria-label={`Renew ${m.MembershipPackageName}`}>
                      Renew
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCurrent(null)}>Back</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
