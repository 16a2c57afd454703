/**
 * The membership package in the cart at /checkout (spec 01 §2 "Cart tables: Membership
 * packages"): its name, each person with a remove icon (not the primary member; others after a
 * confirmation), add-ons, subtotal, tax and total, and an edit arrow back to the join (or renew)
 * page. `useMembershipCartLine` gives the package as the transaction line and as order lines
 * (prices from domain `packagePrice`), priced with the rest of the order at checkout (a membership
 * coupon discounts them; the server re-prices it).
 */
import type { MembershipPackage, MemberValidationResult, TransactionMembershipPackage } from '@gt/contract/memberships';
import { packageOrderLines, packagePrice, removePersonProblem } from '@gt/domain/membership';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import { formatMoney, toDollars } from '@gt/domain/money';
import type { TaxedAmount } from '@gt/domain/tax';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useMembershipCart, type CartPerson, type MembershipDraft } from '../../../stores/membership-cart';
import { notify } from '../../../stores/notifier';
import { useMembershipPackages } from '../api/memberships-api';
import { addOnMap, packageRule } from '../package-rule';
import { useShallow } from 'zustand/react/shallow';
import { RemovePersonDialog } from './remove-person-dialog';

export interface MembershipCartLine {
  pkg: MembershipPackage;
  /** The transaction line; its SubTotal, TotalTax and TotalAmount are the package's list amounts (`withTotals` sets the charged ones). */
  line: TransactionMembershipPackage;
  /** The package's lines as pricing input of the checkout's order (coupons, tax, fee, gift cards). */
  orderLines: OrderLineInput[];
  /** The validation that allows a renewal (sent with the transaction). */
  validationToken?: string;
}

/** The package in the cart as a transaction line and pricing input, or null. */
export function useMembershipCartLine(): MembershipCartLine | null {
  // Field by field: the start state the server rendered and the browser's equal one are the same here (no redraw after hydration).
  const { draft, inCart, validation } = useMembershipCart(useShallow((s) => ({ draft: s.draft, inCart: s.inCart, validation: s.validation })));
  const pkg = useMembershipPackages().data?.find((p) => p.MembershipPackageID === draft?.membershipPackageId);
  // One object per change of the cart, so that the checkout prices it again only then.
  return useMemo(() => (draft && inCart && pkg ? cartLine(pkg, draft, validation) : null), [draft, inCart, pkg, validation]);
}

function cartLine(pkg: MembershipPackage, draft: MembershipDraft, validation: MemberValidationResult | null): MembershipCartLine {
  const { lines, totals } = packagePrice(packageRule(pkg), draft.persons, addOnMap(draft.addOns));
  return {
    pkg,
    orderLines: packageOrderLines(pkg.MembershipPackageID, lines, draft.renewMembershipId !== undefined),
    validationToken: draft.renewMembershipId ? validation?.ValidationToken : undefined,
    line: {
      ProductLineNo: 900,
      MembershipPackageID: pkg.MembershipPackageID,
      ...(draft.renewMembershipId ? { RenewMembershipID: draft.renewMembershipId } : {}),
      Users: draft.persons.map((p) => ({
        UserNo: p.userNo,
        IsPrimaryMember: p.isPrimary,
        MembershipTypeID: p.membershipTypeId ?? 0,
        ...(p.customerId ? { CustomerID: p.customerId } : {}),
        FirstName: p.firstName,
        LastName: p.lastName,
        Email: p.email,
        DOB: p.dob,
        Phone: p.phone,
        Address1: p.address1,
        Address2: p.address2,
        City: p.city,
        State: p.state,
        Zipcode: p.zipcode,
        Country: p.country,
        UDFs: p.udfs.filter((u) => u.Value !== ''),
      })),
      AddOns: Object.entries(draft.addOns).map(([id, q]) => ({ MembershipTypeID: Number(id), Quantity: q })),
      SubTotal: toDollars(totals.exTaxCents),
      TotalTax: toDollars(totals.taxCents),
      TotalAmount: toDollars(totals.totalCents),
    },
  };
}

/** The transaction line with the amounts the order charges for the package (after its membership coupon). */
export const withTotals = (line: TransactionMembershipPackage, totals: TaxedAmount): TransactionMembershipPackage => ({
  ...line,
  SubTotal: toDollars(totals.exTaxCents),
  TotalTax: toDollars(totals.taxCents),
  TotalAmount: toDollars(totals.totalCents),
});

/** The package's table; `totals` are what the order charges for it, `coupon` its membership coupon's discount (total terms), if any. */
export function MembershipCartTable({
  cart,
  currency,
  totals,
  coupon,
}: {
  cart: MembershipCartLine;
  currency: string;
  totals: TaxedAmount;
  coupon: { code: string; discountCents: number } | null;
}) {
  const { draft, setDraft } = useMembershipCart(useShallow((s) => ({ draft: s.draft, setDraft: s.setDraft })));
  const [removing, setRemoving] = useState<CartPerson | null>(null);
  const money = (cents: number) => formatMoney(cents, currency);
  if (!draft) return null;
  const rule = packageRule(cart.pkg);
  const typeName = (id: number | null) => rule.types.find((t) => t.membershipTypeId === id)?.name ?? '';
  const editTo = draft.renewMembershipId
    ? paths.membershipRenew.to(cart.pkg.MembershipPackageID)
    : paths.membershipJoin.to(cart.pkg.MembershipPackageID);
  const askRemove = (p: CartPerson) => {
    const problem = removePersonProblem(rule, draft.persons, p);
    if (problem) notify('error', problem);
    else setRemoving(p);
  };
  return (
    <Box component="section" aria-labelledby="membership-cart-title" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id="membership-cart-title" variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          {cart.pkg.PackageName}
          {draft.renewMembershipId ? ' (renewal)' : ''}
        </Typography>
        <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${cart.pkg.PackageName}`}>
          <ArrowForward />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Members">
        {draft.persons.map((p) => (
          <Box component="li" key={p.userNo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton aria-label={`Remove ${p.firstName} ${p.lastName}`} onClick={() => askRemove(p)} size="small">
              <DeleteOutline fontSize="small" />
            </IconButton>
            <Typography>
              {p.firstName} {p.lastName} · {typeName(p.membershipTypeId)}
            </Typography>
          </Box>
        ))}
        {cart.line.AddOns?.map((a) => (
          <Box component="li" key={a.MembershipTypeID} sx={{ pl: 5 }}>
            <Typography>
              {typeName(a.MembershipTypeID)} × {a.Quantity}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        aria-label={`${cart.pkg.PackageName} totals`}
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3 }}
      >
        {coupon && (
          <>
            <dt>Coupon {coupon.code}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>−{money(coupon.discountCents)}</dd>
          </>
        )}
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(totals.exTaxCents)}</dd>
        <dt>Tax</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(totals.taxCents)}</dd>
        <dt>Total</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(totals.totalCents)}</dd>
      </Box>
      <RemovePersonDialog person={removing} draft={draft} onRemove={setDraft} onClose={() => setRemoving(null)} />
    </Box>
  );
}
