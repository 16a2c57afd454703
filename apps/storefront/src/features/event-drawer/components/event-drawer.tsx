/**
 * Event drawer (spec 01 §2 "Event side panel/drawer"): event name, booking type info with Read
 * More / Read Less, a quantity stepper per product (spec 01 §5 bounds), user-defined fields per
 * category, Tax and Total computed with `domain`, and Add to Cart. 400 px wide from 600 px,
 * full width below. The visitor's own held seats on the event count as theirs: the event's
 * SeatsAvailable is what they may hold in total (listing with their hold reference), and the
 * steppers offer what is left after the tickets already in the cart. Re-opening an event in the
 * cart starts from its stored user-defined field answers.
 */
import type { BookingType, TourEvent } from '@gt/contract/catalogue';
import { availabilityLabel, heldTickets, seatsLeftToAdd } from '@gt/domain/availability';
import type { CartEvent } from '@gt/domain/cart';
import { isSellable } from '@gt/domain/event-visibility';
import { checkEventHold } from '@gt/domain/hold-rules';
import { priceLines } from '@gt/domain/pricing';
import { udfValuesProblem } from '@gt/domain/udf-rules';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReadMore } from '../../../components/read-more';
import type { EventSelection } from '../../../lib/event-selection';
import { usePublicConfig } from '../../../lib/public-config';
import { eventDateText, eventTimeText } from '../../../lib/tour-event';
import { useUserDefinedFields } from '../api/get-user-defined-fields';
import { ProductLines, usePricedLines } from './product-lines';
import { TotalsTable } from './totals-table';
import { UdfSections } from './udf-sections';

export interface EventDrawerProps {
  event: TourEvent | null;
  bookingType: BookingType | undefined;
  /** This event as already in the cart: adding merges with its lines (spec 01 §4), its answers prefill the fields. */
  carted: CartEvent | undefined;
  onClose(): void;
  /** Called with a selection that passed the rules; rejects with a message to show. */
  onAddToCart(selection: EventSelection): Promise<void>;
}

export function EventDrawer(props: EventDrawerProps) {
  return (
    <Drawer anchor="right" open={props.event !== null} onClose={props.onClose} slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'drawer-title', sx: { width: { xs: '100%', sm: 400 } } } }}>
      {props.event && props.bookingType && <DrawerBody key={props.event.TourEventID} {...props} event={props.event} bookingType={props.bookingType} />}
    </Drawer>
  );
}

function DrawerBody(props: EventDrawerProps & { event: TourEvent; bookingType: BookingType }) {
  const { event, bookingType } = props;
  const config = usePublicConfig();
  const udfQuery = useUserDefinedFields(bookingType.BookingTypeID);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const cartedLines = props.carted?.lines ?? [];
  const held = heldTickets(event.TourProducts, cartedLines);
  const seatsLeft = seatsLeftToAdd(event, held);
  const availability = availabilityLabel(event, bookingType, held);
  const [udfs, setUdfs] = useState<Record<number, string>>(() => ({ ...props.carted?.udfs }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a refused Add to Cart the fields at fault are marked (spec 01 §5).
  const [markMissing, setMarkMissing] = useState(false);
  const udfValues = Object.entries(udfs).map(([id, v]) => ({ UDFID: Number(id), Value: v }));
  const udfProblem = udfValuesProblem(udfQuery.data ?? [], udfValues);
  const missingUdfs = new Set(markMissing ? (udfProblem?.udfIds ?? []) : []);
  const priced = usePricedLines(event, quantities, seatsLeft);
  const { totals } = priceLines(priced.map((l) => ({ unitPriceCents: l.price.priceCents, quantity: l.quantity, taxes: l.price.taxes })));
  const chosen = priced.reduce((n, l) => n + l.quantity, 0);

  async function addToCart() {
    const carted = (id: number) => cartedLines.find((l) => l.TourProductID === id)?.Quantity ?? 0;
    const after = priced
      .map((l) => ({ product: l.product, quantity: l.quantity + carted(l.product.TourProductID) }))
      .filter((l) => l.quantity > 0);
    setMarkMissing(udfProblem !== undefined);
    const rule =
      checkEventHold({ stage: 'add', bookNowOption: event.BookNowOption, seatsAvailable: event.SeatsAvailable, bookingType, lines: after })?.message ??
      udfProblem?.message ??
      null;
    setError(rule);
    if (rule) return;
    setBusy(true);
    try {
      await props.onAddToCart({ event, quantities: Object.fromEntries(priced.map((l) => [l.product.TourProductID, l.quantity])), udfs });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="drawer-title" variant="h2" component="h2">
            {event.EventName}
          </Typography>
          <Typography variant="body2">{eventDateText(event)}</Typography>
          <Typography variant="body2">
            {eventTimeText(event)}
            {availability && ` · ${availability}`}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, overflowY: 'auto', flexGrow: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {bookingType.BookingTypeName}
        </Typography>
        <ReadMore text={bookingType.BookingTypeInfo} length={config.ReadMoreLength} />
        <Divider sx={{ my: 2 }} />
        <ProductLines seatsLeft={seatsLeft} lines={priced} onChange={(id, q) => setQuantities((s) => ({ ...s, [id]: q }))} />
        {udfQuery.data && <UdfSections udfs={udfQuery.data} values={udfs} missing={missingUdfs} onChange={(id, v) => setUdfs((s) => ({ ...s, [id]: v }))} />}
        <Divider sx={{ my: 2 }} />
        <TotalsTable taxCents={totals.taxCents} totalCents={totals.totalCents} currency={config.Currency} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {error}
          </Alert>
        )}
        <Button fullWidth variant="contained" size="large" disabled={chosen === 0 || busy || !isSellable(event)} onClick={addToCart}>
          Add to Cart
        </Button>
      </Box>
    </Box>
  );
}
