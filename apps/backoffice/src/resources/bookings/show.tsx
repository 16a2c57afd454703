import {
  ArrayField,
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminBooking, HistoryEntry } from '@gt/contract/admin/bookings';
import { VenueDateField } from '../../lib/venue-time';
import { BookingActions } from './actions';
import { DisputedChip, PaymentAlerts } from './payment-alerts';
import { useMoney } from '../../lib/money';

type Line = AdminBooking['lines'][number];

function Money({ source }: { source: keyof AdminBooking; label?: string }) {
  const record = useRecordContext<AdminBooking>();
  const money = useMoney();
  return <span>{record ? money(record[source] as number) : ''}</span>;
}

function Title() {
  const record = useRecordContext<AdminBooking>();
  return (
    <span>
      {record ? `Booking ${record.id}: ${record.firstName} ${record.lastName}` : 'Booking'} <DisputedChip />
    </span>
  );
}

/**
 * A booking at the desk: what it stands at (first, a card refund that failed and a disputed
 * payment), its tickets, the visitor's answers and its history in order (sale, changes, payments,
 * refunds, e-mails, operators' notes), with the desk's actions.
 */
export function BookingShow() {
  const money = useMoney();
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <BookingActions />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Booking">
          <PaymentAlerts label={false} />
          <TextField source="id" label="Booking ID" />
          <TextField source="status" />
          <FunctionField<AdminBooking> label="Customer" render={(r) => `${r.firstName} ${r.lastName}`} />
          <FunctionField<AdminBooking> label="E-mail" render={(r) => (r.emails ?? []).join(', ')} />
          <TextField source="eventName" label="Event" />
          <VenueDateField source="startsAt" label="Starts" />
          <TextField source="bookingTypeName" label="Booking type" />
          <TextField source="receiptNo" label="Sale receipt" />
          <Money source="valueCents" label="Total" />
          <Money source="paidCents" label="Paid" />
          <Money source="balanceCents" label="Balance owing" />
          <Money source="cardRefundableCents" label="Refundable to card" />
          <TextField source="noChangesReason" label="Cannot change because" emptyText="—" />
          <BooleanField source="allowRefunds" label="Type allows refunds" />
          <BooleanField source="allowRefundToGiftcardOnly" label="Type allows gift card refunds only" />
          <BooleanField source="allowDateTimeChanges" label="Type allows date changes" />
          <BooleanField source="allowTicketChanges" label="Type allows ticket changes" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Tickets">
          <ArrayField source="lines" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="productName" label="Product" />
              <NumberField source="quantity" label="Tickets" />
              <NumberField source="bookedQuantity" label="Booked" />
              <NumberField source="returnedQuantity" label="Given back" />
              <FunctionField<Line> label="Unit price" render={(l) => money(l.unitPriceCents)} />
              <FunctionField<Line> label="Amount" render={(l) => money(l.totalCents)} />
              <BooleanField source="isRefundable" label="Refundable" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Answers">
          <ArrayField source="answers" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No answers.</p>}>
              <TextField source="name" label="Question" />
              <TextField source="value" label="Answer" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History">
          <ArrayField source="history" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <VenueDateField source="at" label="When" />
              <TextField source="kind" label="What" />
              <TextField source="receiptNo" label="Receipt" emptyText="" />
              <TextField source="text" label="Details" />
              <FunctionField<HistoryEntry> label="Amount" render={(h) => money(h.amountCents)} />
              <TextField source="status" emptyText="" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
