/**
 * Confirmation (spec 01 §2 "Confirmation screen"): thank-you with the customer's name, receipt
 * number, transaction summary (coupon discounts, donation, fee, total sales excluding tax, total
 * tax, total paid) and what paid (gift cards with their balance left, the card: receipt-summary),
 * each event's lines with their coupon discounts, a barcode per
 * ticket and per event booking (its value printed under it only with ShowReadableBarcode, spec
 * 01 §9), each event booking's "Add to Apple Wallet" link when passes are on
 * (docs/operator-guide.md#apple-wallet-passes), the waiver link where required, the GA tickets (validity, a barcode each) and the gift
 * cards bought (number, PIN and a barcode each), and OK, which leaves after 2 seconds (spec 02 §2.8).
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { walletPassPath } from '@gt/contract/wallet';
import type { ShowPricesAs } from '@gt/domain/price-display';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { Barcode } from '../../../components/barcode';
import { announce } from '../../../stores/announcer';
import { eventDateText, eventTimeText } from '../../../lib/tour-event';
import { ReceiptGaTickets } from './receipt-ga-tickets';
import { ReceiptGiftCards } from './receipt-gift-cards';
import { ReceiptLines, ReceiptSummary } from './receipt-summary';
import { isTabSale, TabOrderSummary } from './tab-order-summary';

/** Milliseconds between OK and leaving the receipt (spec 02 §2.8). */
export const RECEIPT_REDIRECT_DELAY_MS = 2000;

export function Receipt(props: {
  result: TransactionResult;
  currency: string;
  readableBarcodes: boolean;
  showValidity?: boolean;
  showPricesAs?: ShowPricesAs;
  /** Offer each event booking's Apple Wallet pass (Public.WalletPasses). */
  walletPasses?: boolean;
  onOk(): void;
  children?: React.ReactNode;
}) {
  const { result, currency, readableBarcodes, showValidity = true, onOk, children } = props;
  const [leaving, setLeaving] = useState(false);
  const leave = useEffectEvent(onOk);
  const heading = `Thank you, ${result.Customer.FirstName} ${result.Customer.LastName}!`;
  // Read out once shown (the page's h1 also receives focus, app-shell focus management).
  const announced = useEffectEvent(() => announce(`Payment complete, receipt ${result.ReceiptNo}.`));
  useEffect(() => announced(), []);
  useEffect(() => {
    if (!leaving) return;
    const id = setTimeout(leave, RECEIPT_REDIRECT_DELAY_MS);
    return () => clearTimeout(id);
  }, [leaving]);
  return (
    <Box component="section" aria-labelledby="receipt-title">
      <Typography id="receipt-title" variant="h1" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your receipt number is <strong>{result.ReceiptNo}</strong>. A confirmation has been sent to {result.Customer.CustomerAddress[0]?.Email}.
      </Typography>
      {isTabSale(result) && <TabOrderSummary result={result} />}
      <ReceiptSummary result={result} currency={currency} showPricesAs={props.showPricesAs ?? 'extax'} />
      {result.Events.map((ev) => (
        <Card key={ev.BookingID} variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h2" component="h2">
              {ev.EventName}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              {eventDateText(ev)}, {eventTimeText(ev)} · Booking {ev.BookingID}
            </Typography>
            <ReceiptLines lines={result.Products.filter((p) => p.BookingID === ev.BookingID)} currency={currency} showPricesAs={props.showPricesAs ?? 'extax'} />
            {props.walletPasses && (
              <Typography sx={{ mb: 2 }}>
                <Link href={walletPassPath(ev.Barcode)} download>
                  Add to Apple Wallet
                </Link>
              </Typography>
            )}
            {ev.WaiverRequired && ev.WaiverURL && (
              <Typography sx={{ mb: 2 }}>
                <Link href={ev.WaiverURL} target="_blank" rel="noopener">
                  Sign the waiver for {ev.EventName}
                </Link>
              </Typography>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <Barcode value={ev.Barcode} label="Booking" readable={readableBarcodes} />
              </Grid>
              {result.Products.filter((p) => p.BookingID === ev.BookingID).flatMap((p) =>
                p.Barcodes.map((b, i) => (
                  <Grid key={b} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Barcode value={b} label={`${p.TourProductName} ${i + 1}`} readable={readableBarcodes} />
                  </Grid>
                )),
              )}
            </Grid>
          </CardContent>
        </Card>
      ))}
      <ReceiptGaTickets lines={result.GATickets} readableBarcodes={readableBarcodes} showValidity={showValidity} />
      <ReceiptGiftCards lines={result.GiftCards} currency={currency} readableBarcodes={readableBarcodes} />
      {children}
      <Button variant="contained" size="large" onClick={() => setLeaving(true)} loading={leaving} loadingPosition="end">
        OK
      </Button>
    </Box>
  );
}
