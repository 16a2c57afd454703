import { BooleanField, Datagrid, FunctionField, List, SimpleList, TextField, TextInput } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { AdminGiftCard } from '@gt/contract/admin/gift-cards';
import { MoneyField, useMoney } from '../../lib/money';
import { VenueDateField } from '../../lib/venue-time';

const filters = [
  <TextInput key="q" source="q" label="Card number’s end, buyer’s name or e-mail" alwaysOn resettable sx={{ minWidth: 320 }} />,
];

/** Where a card came from, in words. */
export const SOURCES: Record<AdminGiftCard['source'], string> = {
  sale: 'Bought',
  refund: 'Booking refund',
  operator: 'Issued by hand',
  demo: 'Demo',
};

/**
 * Issued gift cards, newest first, found by the end of their number (4 characters or more) or
 * their buyer's name or e-mail; a row opens the card and its ledger. Never a PIN.
 */
export function GiftCardList() {
  const money = useMoney();
  // A phone gets one line per card (react-admin's SimpleList), not a table wider than the screen.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <List filters={filters} exporter={false} sort={{ field: 'issuedAt', order: 'DESC' }} perPage={25}>
      {phone ? (
        <SimpleList<AdminGiftCard>
          primaryText={(c) => `${c.maskedNo}${c.voided ? ' (void)' : ''}`}
          secondaryText={(c) => c.buyerName ?? SOURCES[c.source]}
          tertiaryText={(c) => money(c.balanceCents)}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="maskedNo" label="Card" sortable={false} />
          <TextField source="buyerName" label="Buyer or holder" sortable={false} emptyText="—" />
          <TextField source="buyerEmail" label="E-mail" sortable={false} emptyText="—" />
          <FunctionField<AdminGiftCard> label="Source" render={(r) => SOURCES[r.source]} />
          <VenueDateField source="issuedAt" label="Issued" sortable={false} />
          <MoneyField source="issuedCents" label="Issued amount" />
          <MoneyField source="balanceCents" label="Balance" />
          <BooleanField source="voided" label="Void" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
