/**
 * One group of gift cards (one product image) on /giftcards/{id} (spec 02 §2.11): several
 * products → the 'Select Amount' drop-down (choices by product name) and a quantity stepper
 * 0–999; one product with a maximum price → a custom amount field with the hint '(Min $price,
 * Max $maxprice)', flagged when outside it; one product → its name, price and a stepper 0–999.
 */
import type { GiftCardProduct } from '@gt/contract/products';
import { GIFT_CARD_QUANTITY, giftCardGroupTitle, type GiftCardGroup as Group } from '@gt/domain/gift-card-sale';
import { formatMoney, toCents } from '@gt/domain/money';
import { messages } from '@gt/domain/messages';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import type { AreaChoice, GroupState } from '../gift-card-choices';

interface Props {
  group: Group<GiftCardProduct>;
  state: GroupState;
  choice: AreaChoice;
  currency: string;
  onChange(state: GroupState): void;
}

export function GiftCardGroupCard({ group, state, choice, currency, onChange }: Props) {
  const id = useId();
  const money = (cents: number) => formatMoney(cents, currency);
  const only = group.products[0];
  const title = giftCardGroupTitle(group.products.map((p) => p.ProductName));
  const lineCents = choice.amountCents * choice.quantity;
  return (
    <Card component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, mb: 2 }}>
      {group.imageUrl && <CardMedia component="img" image={group.imageUrl} alt="" sx={{ width: { xs: '100%', sm: 220 }, aspectRatio: '16 / 9', flexShrink: 0 }} />}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={`${id}-title`} variant="h2" component="h2">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {group.kind === 'select' && (
            <TextField
              select
              size="small"
              label="Select Amount"
              value={state.productId ?? ''}
              onChange={(e) => onChange({ ...state, productId: Number(e.target.value), quantity: Math.max(1, state.quantity) })}
              sx={{ minWidth: 220 }}
            >
              {group.products.map((p) => (
                <MenuItem key={p.ProductID} value={p.ProductID}>
                  {p.ProductName}
                </MenuItem>
              ))}
            </TextField>
          )}
          {group.kind === 'custom' && only && (
            <TextField
              size="small"
              label="Amount"
              value={state.amountText}
              onChange={(e) => onChange({ ...state, amountText: e.target.value })}
              error={choice.invalidAmount}
              helperText={`${choice.invalidAmount ? `${messages.invalidGiftCardAmount} ` : ''}(Min ${money(toCents(only.Price))}, Max ${money(toCents(only.MaxPrice ?? only.Price))})`}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 }, input: { startAdornment: <Box component="span" aria-hidden sx={{ mr: 0.5 }}>$</Box> } }}
            />
          )}
          {group.kind === 'fixed' && only && <Typography sx={{ fontWeight: 600 }}>{money(toCents(only.Price))}</Typography>}
          {group.kind !== 'custom' && (
            <QuantityStepper
              label={choice.product?.ProductName ?? title}
              value={state.quantity}
              min={GIFT_CARD_QUANTITY.min}
              max={GIFT_CARD_QUANTITY.max}
              disabled={state.productId === null}
              onChange={(quantity) => onChange({ ...state, quantity })}
            />
          )}
          <Typography sx={{ ml: 'auto', fontWeight: 600 }} aria-label={`${title} total ${money(lineCents)}`}>
            {money(lineCents)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
