/**
 * /memberships/join/{id} and /memberships/renew/{id} (spec 01 §2 "Membership routes", §4
 * "Membership join/renew", §5 "Membership person dialog"): Add Person, a row per membership type
 * (price, age range, quantity hint, its persons with edit and delete icons), Add Ons, Tax and
 * Total, Cancel and Add to Cart; when renewing, "Individuals not included in Renewal" with "Add
 * to Package". The primary member is added first (closing that dialog returns to /memberships;
 * saving it goes to /memberships/membervalidate/{id}); the rules are the domain's (membership.ts), the prices its `packagePrice`.
 */
import type { MembershipPackage } from '@gt/contract/memberships';
import {
  countsInRange,
  initialAddOns,
  membershipMessages,
  newUserNo,
  packagePrice,
  packageProblem,
  preselectedType,
  removePersonProblem,
  typeChoices,
} from '@gt/domain/membership';
import { formatMoney } from '@gt/domain/money';
import { shownAmount } from '@gt/domain/price-display';
import { venueDate } from '@gt/domain/venue-time';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodCart } from '../../../stores/food-cart';
import { useMembershipCart, type CartPerson, type MembershipDraft } from '../../../stores/membership-cart';
import { notify } from '../../../stores/notifier';
import { useMembershipUdfs } from '../api/memberships-api';
import { addOnMap, packageRule } from '../package-rule';
import { PersonDialog, type PersonDialogTitle } from './person-dialog';
import { RemovePersonDialog } from './remove-person-dialog';

const blankPerson = (isPrimary: boolean, membershipTypeId: number | null): CartPerson => ({
  userNo: newUserNo(),
  isPrimary,
  membershipTypeId,
  firstName: '',
  lastName: '',
  email: '',
  dob: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'US',
  udfs: [],
});

export function PackageEditor({ pkg, draft }: { pkg: MembershipPackage; draft: MembershipDraft }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const rule = useMemo(() => packageRule(pkg), [pkg]);
  const [today] = useState(() => venueDate(Date.now(), config.VenueTimeZone));
  const udfs = useMembershipUdfs(rule.types.map((t) => t.membershipTypeId)).data ?? [];
  const setDraft = useMembershipCart((s) => s.setDraft);
  const [editing, setEditing] = useState<{ title: PersonDialogTitle; person: CartPerson } | null>(() =>
    draft.persons.length === 0 ? { title: 'Primary Member', person: blankPerson(true, preselectedType(rule)) } : null,
  );
  const [removing, setRemoving] = useState<CartPerson | null>(null);
  const money = (cents: number) => formatMoney(cents, config.Currency);
  const addOns = addOnMap(draft.addOns);
  const price = packagePrice(rule, draft.persons, addOns);
  const update = (d: Partial<MembershipDraft>) => setDraft({ ...draft, ...d });
  const full = rule.maxMembers > 0 && draft.persons.length >= rule.maxMembers;

  const save = (p: CartPerson) => {
    const known = draft.persons.some((x) => x.userNo === p.userNo);
    update({
      persons: known ? draft.persons.map((x) => (x.userNo === p.userNo ? p : x)) : [...draft.persons, p],
      notIncluded: draft.notIncluded.filter((x) => x.userNo !== p.userNo),
    });
    setEditing(null);
    // After the primary member is added the flow goes to member validation (spec 01 §4 "Membership join/renew").
    if (!known && p.isPrimary && !draft.renewMembershipId) void navigate(paths.membershipValidate.to(pkg.MembershipPackageID));
  };
  const close = () => {
    // Closing the dialog of a new primary member leaves the join (spec 01 §4).
    if (editing?.title === 'Primary Member' && draft.persons.length === 0) void navigate(paths.memberships.to());
    setEditing(null);
  };
  const askRemove = (p: CartPerson) => {
    const problem = removePersonProblem(rule, draft.persons, p);
    if (problem) notify('error', problem);
    else setRemoving(p);
  };
  const toggleAddOn = (id: number, min: number, on: boolean) => {
    if (!on && min > 0) return notify('error', membershipMessages.minimumQuantity(min));
    const next = { ...draft.addOns };
    if (on) next[id] = Math.max(1, min);
    else delete next[id];
    update({ addOns: next });
  };
  const addToCart = () => {
    if (useFoodCart.getState().lines.length > 0) return notify('error', config.Messages.OrderItemsInCart);
    const cart = useMembershipCart.getState();
    if (cart.inCart && cart.draft && cart.draft.membershipPackageId !== rule.membershipPackageId)
      return notify('error', membershipMessages.onePackageOnly);
    const byType = (id: number) => udfs.filter((u) => u.MembershipTypeID === id);
    const problem = packageProblem(rule, draft.persons, byType, config.Messages);
    if (problem) return notify('error', problem);
    useMembershipCart.getState().addToCart();
    void navigate(paths.checkout.to());
  };

  return (
    <Box component="section" aria-labelledby="package-title">
      <Typography id="package-title" variant="h1" component="h1" gutterBottom>
        {draft.renewMembershipId ? `Renew ${pkg.PackageName}` : pkg.PackageName}
      </Typography>
      <Button
        variant="outlined"
        sx={{ mb: 2 }}
        disabled={full || typeChoices(rule, draft.persons).length === 0}
        onClick={() => setEditing({ title: 'Add Person', person: blankPerson(false, preselectedType(rule)) })}
      >
        Add Person
      </Button>
      {rule.types
        .filter((t) => t.kind === 'Membership')
        .map((t) => (
          <Paper key={t.membershipTypeId} variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={t.name}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
                {t.name}
              </Typography>
              <Typography>{money(t.priceCents)}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t.ageBased ? `Ages ${t.minAge} to ${t.maxAge} · ` : ''}
              {t.maxQuantity > 0 ? `${t.minQuantity} to ${t.maxQuantity} per package` : `at least ${t.minQuantity}`}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {draft.persons
                .filter((p) => p.membershipTypeId === t.membershipTypeId)
                .map((p) => (
                  <Box component="li" key={p.userNo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ flexGrow: 1 }}>
                      {p.firstName} {p.lastName}
                      {p.isPrimary ? ' (primary member)' : ''}
                    </Typography>
                    <IconButton
                      aria-label={`Edit ${p.firstName} ${p.lastName}`}
                      onClick={() => setEditing({ title: p.isPrimary ? 'Edit - Primary Member' : 'Edit - Person', person: p })}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton aria-label={`Remove ${p.firstName} ${p.lastName}`} onClick={() => askRemove(p)}>
                      <DeleteOutline />
                    </IconButton>
                  </Box>
                ))}
            </Box>
          </Paper>
        ))}
      {draft.notIncluded.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="not-included">
          <Typography id="not-included" variant="h3" component="h2" gutterBottom>
            Individuals not included in Renewal
          </Typography>
          {draft.notIncluded.map((p) => (
            <Box key={p.userNo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }}>
                {p.firstName} {p.lastName}
              </Typography>
              <Button size="small" disabled={full} onClick={() => setEditing({ title: 'Add - Person', person: p })}>
                Add to Package
              </Button>
            </Box>
          ))}
        </Paper>
      )}
      {rule.types.some((t) => t.kind === 'AddOn') && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="add-ons">
          <Typography id="add-ons" variant="h3" component="h2">
            Add Ons
          </Typography>
          {rule.types
            .filter((t) => t.kind === 'AddOn')
            .map((t) => (
              <FormControlLabel
                key={t.membershipTypeId}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    checked={(addOns.get(t.membershipTypeId) ?? 0) > 0}
                    onChange={(e) => toggleAddOn(t.membershipTypeId, t.minQuantity, e.target.checked)}
                  />
                }
                label={`${t.name} (${money(t.priceCents)})${t.minQuantity > 0 ? ' (required)' : ''}`}
              />
            ))}
        </Paper>
      )}
      <Box
        component="dl"
        aria-label="Package total"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, mb: 2 }}
      >
        <dt>Tax</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(price.totals.taxCents)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{money(shownAmount(price.totals, 'inctax'))}</strong>
        </dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate(paths.memberships.to())}>Cancel</Button>
        <Button variant="contained" onClick={addToCart} disabled={!countsInRange(rule, draft.persons, addOns)}>
          Add to Cart
        </Button>
      </Box>
      {editing && (
        <PersonDialog
          title={editing.title}
          person={editing.person}
          pkg={rule}
          persons={draft.persons}
          udfs={udfs}
          today={today}
          onSave={save}
          onClose={close}
        />
      )}
      <RemovePersonDialog person={removing} draft={draft} onRemove={setDraft} onClose={() => setRemoving(null)} />
    </Box>
  );
}

/** A fresh draft for joining a package (add-ons with a minimum already chosen). */
export const newDraft = (pkg: MembershipPackage): MembershipDraft => ({
  membershipPackageId: pkg.MembershipPackageID,
  persons: [],
  addOns: Object.fromEntries(initialAddOns(packageRule(pkg))),
  notIncluded: [],
});
