import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  FunctionField,
  required,
  SaveButton,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TuneIcon from '@mui/icons-material/Tune';
import type { AdminGiftCardDetail, GiftCardLedgerEntry } from '@gt/contract/admin/gift-cards';
import { apiFetch } from '../../api/client';
import { useDialogAction } from '../../lib/dialog-action';
import { MoneyInput, useMoney } from '../../lib/money';
import { VenueDateField } from '../../lib/venue-time';
import { SOURCES } from './list';

type Values = Record<string, unknown>;

/** Ledger kinds in words; a hold is money a cart reserves (live), gave back (released) or let lapse. */
const KINDS: Record<GiftCardLedgerEntry['kind'], string> = {
  issue: 'Issue',
  redeem: 'Redeem',
  refund: 'Refund',
  adjust: 'Adjustment',
  void: 'Void',
  hold: 'Hold',
};

/** A button opening a dialog whose form posts `path` of the card; the server's refusal is shown as it says it. */
function EntryDialog(p: {
  label: string;
  title: string;
  path: string;
  icon: React.ReactElement;
  intro: (c: AdminGiftCardDetail, money: (n: number) => string) => React.ReactNode;
  amount?: boolean;
}) {
  const card = useRecordContext<AdminGiftCardDetail>();
  const money = useMoney();
  const { open, setOpen, busy, run } = useDialogAction();
  if (!card || !Array.isArray(card.ledger)) return null;
  const submit = (v: Values) =>
    run(async () => {
      await apiFetch(`/gift-cards/${card.id}/${p.path}`, {
        method: 'POST',
        body: p.amount ? { amountCents: v.amountCents, reason: v.reason } : { reason: v.reason },
      });
      return 'Done.';
    });
  const titleId = `gift-card-${p.path}-title`;
  return (
    <>
      <Button label={p.label} disabled={card.voided} onClick={() => setOpen(true)}>
        {p.icon}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{p.title}</DialogTitle>
        <DialogContent>
          <SimpleForm
            record={{ reason: '' }}
            onSubmit={submit}
            toolbar={
              // In the dialog, not fixed to the bottom of a phone's screen.
              <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
                <Stack direction="row" spacing={2}>
                  <SaveButton label={p.label} icon={<></>} disabled={busy} alwaysEnable={!busy} />
                  <Button label="Close" onClick={() => setOpen(false)} disabled={busy}>
                    <CloseIcon />
                  </Button>
                </Stack>
              </Toolbar>
            }
          >
            {p.intro(card, money)}
            {p.amount && (
              <MoneyInput
                source="amountCents"
                label="Amount ($)"
                min={undefined}
                validate={required()}
                helperText="Positive adds to the balance, negative takes from it."
              />
            )}
            <TextInput
              source="reason"
              label="Reason"
              validate={required('A reason is required.')}
              multiline
              fullWidth
              helperText="Kept in the card's ledger and the audit log."
            />
          </SimpleForm>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Copies the card's full number (to give to its holder). */
function CopyNumber() {
  const card = useRecordContext<AdminGiftCardDetail>();
  const notify = useNotify();
  if (!card) return null;
  return (
    <Button
      label="Copy number"
      onClick={() =>
        void navigator.clipboard.writeText(card.id).then(
          () => notify('Card number copied.', { type: 'info' }),
          () => notify('Copy the number from the page: the browser refused.', { type: 'warning' }),
        )
      }
    >
      <ContentCopyIcon />
    </Button>
  );
}

function Actions({ canEdit }: { canEdit: boolean }) {
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <CopyNumber />
        {canEdit && (
          <EntryDialog
            label="Adjust balance"
            title="Adjust the balance"
            path="adjustments"
            icon={<TuneIcon />}
            amount
            intro={(c, money) => (
              <p>
                Balance {money(c.balanceCents)}; held by carts {money(c.heldCents)}. The balance never goes below zero, and money a cart
                holds cannot be taken.
              </p>
            )}
          />
        )}
        {canEdit && (
          <EntryDialog
            label="Void card"
            title="Void the card"
            path="void"
            icon={<BlockIcon />}
            intro={(c, money) => (
              <p>Takes the whole balance ({money(c.balanceCents)}): the card pays nothing more and cannot be changed again.</p>
            )}
          />
        )}
      </Stack>
    </TopToolbar>
  );
}

function Title() {
  const card = useRecordContext<AdminGiftCardDetail>();
  return <span>{card ? `Gift card ${card.maskedNo}` : 'Gift card'}</span>;
}

/**
 * A gift card (docs/operator-guide.md#gift-cards): its full number, balance, what carts hold, who
 * bought it or whom it was issued to, and its ledger oldest first (issue, holds, redeem, refund,
 * adjustments, void) with reasons and operators. Admins adjust or void it. Never its PIN.
 */
export function GiftCardShow({ canEdit }: { canEdit: boolean }) {
  const money = useMoney();
  return (
    <Show title={<Title />} actions={<Actions canEdit={canEdit} />}>
      <SimpleShowLayout>
        <TextField source="id" label="Card number" />
        <FunctionField<AdminGiftCardDetail> label="Balance" render={(c) => money(c.balanceCents)} />
        <FunctionField<AdminGiftCardDetail> label="Held by carts" render={(c) => money(c.heldCents)} />
        <FunctionField<AdminGiftCardDetail> label="Issued amount" render={(c) => money(c.issuedCents)} />
        <TextField source="buyerName" label="Buyer or holder" emptyText="—" />
        <TextField source="buyerEmail" label="E-mail" emptyText="—" />
        <FunctionField<AdminGiftCardDetail>
          label="Source"
          render={(c) => `${SOURCES[c.source]}${c.receiptNo ? `, receipt ${c.receiptNo}` : ''}`}
        />
        <BooleanField source="hasPin" label="Has a PIN" />
        <BooleanField source="voided" label="Void" />
        <ArrayField source="ledger" label="Ledger">
          {/* A phone scrolls the ledger sideways, not the page. */}
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            sx={{ maxWidth: 'calc(100vw - 48px)', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
          >
            <VenueDateField source="at" label="When" />
            <FunctionField<GiftCardLedgerEntry> label="Entry" render={(l) => `${KINDS[l.kind]}${l.holdState ? ` (${l.holdState})` : ''}`} />
            <FunctionField<GiftCardLedgerEntry> label="Amount" render={(l) => money(l.amountCents)} />
            <TextField source="receiptNo" label="Receipt" emptyText="—" />
            <TextField source="reason" emptyText="—" />
            <TextField source="operator" label="By" emptyText="—" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
