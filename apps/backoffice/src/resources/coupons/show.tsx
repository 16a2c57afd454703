/**
 * A coupon's page (admin and box office; docs/operator-guide.md#coupons): what it is and does,
 * its unique codes (admin: generate more; everyone: download them as CSV) and the purchases that
 * used it, each linking to its bookings' pages.
 */
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Stack } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  EditButton,
  Form,
  FunctionField,
  Labeled,
  Link,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  required,
  SaveButton,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceDefinition,
} from 'react-admin';
import type { AdminCoupon, CouponUse, GeneratedCodes } from '@gt/contract/admin/coupons';
import { API_BASE, apiFetch } from '../../api/client';
import { MoneyField } from '../../lib/money';
import { VenueDateField } from '../../lib/venue-time';
import { couponUses, couponWindow, kindName } from './list';

function Title() {
  const c = useRecordContext<AdminCoupon>();
  return <span>{c ? `Coupon ${c.code ?? c.name}` : 'Coupon'}</span>;
}

/** Percent or amount off, as the rule gives it (the column's header: `label`). */
function Discount(_: { label: string }) {
  return <FunctionField<{ percentage: number | null }> render={(r) => (r.percentage !== null ? `${r.percentage} %` : <MoneyField source="dollarCents" />)} />;
}

/** The coupon's rules: tour products, GA tickets, membership packages (each list only when it has rows). */
function Rules(_: { label: false }) {
  const c = useRecordContext<AdminCoupon>();
  if (!c) return null;
  return (
    <Stack spacing={2}>
      {c.tourProducts.length > 0 && (
        <Labeled label="Tour products">
          <ArrayField source="tourProducts">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <ReferenceField source="tourProductId" reference="tour-products" label="Product" link={false} />
              <Discount label="Off" />
              <ReferenceField source="applyDiscountToTourProductId" reference="tour-products" label="Discount instead" link={false} emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Labeled>
      )}
      {c.gaTickets.length > 0 && (
        <Labeled label="GA tickets">
          <ArrayField source="gaTickets">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="productId" label="GA ticket product ID" />
              <Discount label="Off" />
            </Datagrid>
          </ArrayField>
        </Labeled>
      )}
      {c.membershipPackages.length > 0 && (
        <Labeled label="Membership packages">
          <ArrayField source="membershipPackages">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="membershipPackageId" label="Package ID" />
              <Discount label="Off" />
              <BooleanField source="allowOnJoin" label="On joining" />
              <BooleanField source="allowOnRenewal" label="On renewal" />
            </Datagrid>
          </ArrayField>
        </Labeled>
      )}
    </Stack>
  );
}

/** Admin: draws N new codes (POST /coupons/:id/codes), then shows them in the list below. */
function GenerateCodes() {
  const coupon = useRecordContext<AdminCoupon>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!coupon) return null;
  const generate = async (v: Record<string, unknown>) => {
    try {
      const r = await apiFetch<GeneratedCodes>(`/coupons/${coupon.id}/codes`, { method: 'POST', body: { count: Number(v.count) } });
      notify(`Generated ${r.codes.length} codes (${r.codeCount} in all).`, { type: 'success' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Form defaultValues={{ count: 10 }} onSubmit={generate}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <NumberInput source="count" label="Number of codes" min={1} max={1000} validate={[required(), minValue(1), maxValue(1000)]} helperText={false} fullWidth={false} />
        <SaveButton label="Generate codes" icon={<AddIcon />} alwaysEnable />
      </Stack>
    </Form>
  );
}

function Codes() {
  const coupon = useRecordContext<AdminCoupon>();
  const admin = useResourceDefinition({ resource: 'coupons' }).hasEdit;
  if (!coupon) return null;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {admin && <GenerateCodes />}
        <Button label="Download CSV" href={`${API_BASE}/coupon-codes?couponId=${coupon.id}&format=csv`} component="a">
          <DownloadIcon />
        </Button>
      </Stack>
      <ReferenceManyField reference="coupon-codes" target="couponId" perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 100]} />}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>No codes yet.</span>}>
          <TextField source="code" sortable={false} sx={{ fontFamily: 'monospace' }} />
          <NumberField source="productsUsed" label="Tickets discounted" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

function Uses() {
  return (
    <ReferenceManyField reference="coupon-uses" target="couponId" perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 100]} />}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Not used yet.</span>}>
        <TextField source="receiptNo" label="Receipt" sortable={false} />
        <VenueDateField source="transactionDate" label="When" sortable={false} />
        <TextField source="transactionType" label="Type" sortable={false} />
        <TextField source="customerName" label="Customer" sortable={false} />
        <NumberField source="products" label="Tickets discounted" sortable={false} />
        <TextField source="uniqueCode" label="Code" emptyText="—" sortable={false} />
        <FunctionField<CouponUse>
          label="Bookings"
          sortable={false}
          render={(u) =>
            u.bookingIds.length === 0 ? (
              '—'
            ) : (
              <Stack component="span" direction="row" spacing={1}>
                {u.bookingIds.map((id) => (
                  <Link key={id} to={`/bookings/${id}/show`}>
                    {id}
                  </Link>
                ))}
              </Stack>
            )
          }
        />
      </Datagrid>
    </ReferenceManyField>
  );
}

/** The coupon, its codes (unique-code coupons) and its uses; admin: edit. */
export function CouponShow() {
  const admin = useResourceDefinition().hasEdit;
  return (
    <Show title={<Title />} actions={<TopToolbar>{admin && <EditButton />}</TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Coupon">
          <TextField source="name" />
          <FunctionField<AdminCoupon> label="Code" render={(c) => (c.requireUniqueCode ? `Unique codes: ${c.codeCount}` : c.code)} />
          <FunctionField<AdminCoupon> label="Kind" render={(c) => kindName(c.kind)} />
          <FunctionField<AdminCoupon> label="Valid (venue dates)" render={couponWindow} />
          <FunctionField<AdminCoupon> label="Times used" render={couponUses} />
          <FunctionField<AdminCoupon> label="Tickets discounted per purchase" render={(c) => c.maxProductsPerPurchase || 'No limit'} />
          <FunctionField<AdminCoupon>
            label="Tickets per code in all"
            render={(c) => (c.requireUniqueCode ? c.maxProductsLimit || 'No limit' : '—')}
          />
          <BooleanField source="disabled" />
          <Rules label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Codes" path="codes">
          <FunctionField<AdminCoupon> label={false} render={(c) => (c.requireUniqueCode ? <Codes /> : 'Visitors type the code above: it has no unique codes.')} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Uses" path="uses">
          <Uses />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
