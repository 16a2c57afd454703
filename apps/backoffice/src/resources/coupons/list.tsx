import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, Datagrid, FunctionField, List, NumberField, SimpleList, TextField, TextInput } from 'react-admin';
import type { AdminCoupon } from '@gt/contract/admin/coupons';
import { formatVenueDate } from '../../lib/venue-date';
import { COUPON_KINDS } from './form';

export const kindName = (kind: string) => COUPON_KINDS.find((k) => k.id === kind)?.name.replace(/ \(.*\)$/, '') ?? kind;

/** "Nov 1, 2026 – Dec 31, 2026", "from …", "until …", or "Always". */
export function couponWindow(c: Pick<AdminCoupon, 'useFrom' | 'useTill'>): string {
  if (c.useFrom && c.useTill) return `${formatVenueDate(c.useFrom)} – ${formatVenueDate(c.useTill)}`;
  if (c.useFrom) return `from ${formatVenueDate(c.useFrom)}`;
  if (c.useTill) return `until ${formatVenueDate(c.useTill)}`;
  return 'Always';
}

/** "3 of 10" purchases, or "3" without a limit. */
export const couponUses = (c: Pick<AdminCoupon, 'timesUsed' | 'maxTransactions'>) =>
  c.maxTransactions > 0 ? `${c.timesUsed} of ${c.maxTransactions}` : String(c.timesUsed);

const codeText = (c: AdminCoupon) => (c.requireUniqueCode ? `${c.codeCount} unique codes` : c.code);

/**
 * Coupons by id, searchable by name or code: code (or how many unique codes), kind, window, uses,
 * disabled; on a phone one line each (name, code and kind, uses). A row opens the coupon's page.
 */
export function CouponList() {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
      filters={[<TextInput key="q" source="q" label="Search name or code" alwaysOn />]}
    >
      {phone ? (
        <SimpleList<AdminCoupon>
          primaryText={(c) => c.name}
          secondaryText={(c) => `${codeText(c)} · ${kindName(c.kind)} · ${couponWindow(c)}${c.disabled ? ' · disabled' : ''}`}
          tertiaryText={(c) => `used ${couponUses(c)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <NumberField source="id" sortable={false} />
          <TextField source="name" sortable={false} />
          <FunctionField<AdminCoupon> label="Code" sortable={false} render={codeText} />
          <FunctionField<AdminCoupon> label="Kind" sortable={false} render={(c) => kindName(c.kind)} />
          <FunctionField<AdminCoupon> label="Valid" sortable={false} render={couponWindow} />
          <FunctionField<AdminCoupon> label="Times used" sortable={false} render={couponUses} />
          <BooleanField source="disabled" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
