/**
 * "Apply a Coupon or Gift Card" (spec 01 §2): the field "Enter Coupon Code" and the field "Enter
 * Gift Card Number", each with Apply (either hidden by HideCouponCode / HideGiftCard), the coupons
 * applied with Remove, and the gift cards applied — masked (spec 01 §9), what each pays and what
 * it has left — with Remove. A gift card asks for its PIN per GiftCardPinMode ('optional',
 * 'required'; 'false': none). Refusals (spec 01 §5 "Coupons", "Gift cards") show under the field.
 */
import type { PublicConfig } from '@gt/contract/config';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { ApplyField } from '../../../components/apply-field';
import { Deferred } from '../../../components/stages';
import { usePromotions } from '../../../stores/promotions';
import { applyCoupon, removeCoupon } from '../coupon-actions';
import { applyGiftCard, normalGiftCardNo, removeGiftCard } from '../gift-card-actions';
import type { OrderPricing } from '../hooks/use-order-pricing';
import { GiftCardPinDialog } from './gift-card-pin-dialog';

/** The fields' room before they are drawn: one field is a row (40 px, measured); two are a row from 600 px wide (`sm`), two rows below (96 px). */
const ONE_FIELD_HEIGHT = 40;
const TWO_FIELDS_HEIGHT = { xs: 96, sm: ONE_FIELD_HEIGHT };

export function CouponGiftCardBox({ pricing, config }: { pricing: OrderPricing; config: PublicConfig }) {
  const coupons = usePromotions((s) => s.coupons);
  const giftCards = usePromotions((s) => s.giftCards);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [cardNo, setCardNo] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'coupon' | 'giftcard' | null>(null);
  const [askPin, setAskPin] = useState(false);
  const money = (cents: number) => formatMoney(cents, config.Currency);
  const paid = new Map(pricing.priced.giftCards.map((g) => [g.giftcardNo, g.amountCents]));

  async function onApplyCoupon() {
    setBusy('coupon');
    const problem = await applyCoupon(code, pricing.context, config.Messages);
    setBusy(null);
    setCodeError(problem);
    if (!problem) setCode('');
  }

  async function holdCard(pin: string | undefined) {
    setBusy('giftcard');
    const problem = await applyGiftCard(cardNo, pin, pricing.context);
    setBusy(null);
    setCardError(problem);
    if (!problem) setCardNo('');
  }

  function onApplyGiftCard() {
    const no = normalGiftCardNo(cardNo);
    const problem =
      pricing.priced.totalCents <= 0
        ? messages.giftCardNeedsCart
        : !no
          ? messages.giftCardNumberRequired
          : giftCards.some((g) => g.giftcardNo === no)
            ? messages.giftCardAlreadyInCart
            : null;
    setCardError(problem);
    if (problem) return;
    if (config.GiftCardPinMode === 'false') void holdCard(undefined);
    else setAskPin(true);
  }

  if (config.HideCouponCode && config.HideGiftCard) return null;
  return (
    <>
      {/* Drawn just after the page (components/stages.tsx): the two fields are the costliest part of the first screen's hydration. */}
      <Deferred fallback={<Box sx={{ minHeight: config.HideCouponCode || config.HideGiftCard ? ONE_FIELD_HEIGHT : TWO_FIELDS_HEIGHT }} />}>
        <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 2 }}>
          {!config.HideCouponCode && (
            <ApplyField group="Coupon" label="Enter Coupon Code" value={code} error={codeError} busy={busy === 'coupon'} onChange={setCode} onApply={() => void onApplyCoupon()} />
          )}
          {!config.HideGiftCard && (
            <ApplyField group="Gift card" label="Enter Gift Card Number" value={cardNo} error={cardError} busy={busy === 'giftcard'} onChange={setCardNo} onApply={onApplyGiftCard} />
          )}
        </Box>
      </Deferred>
      {(coupons.length > 0 || giftCards.length > 0) && (
        <List dense aria-label="Applied coupons and gift cards" sx={{ mt: 1 }}>
          {coupons.map((c) => (
            <ListItem
              key={c.coupon.code}
              disableGutters
              secondaryAction={
                <Button size="small" color="error" onClick={() => void removeCoupon(c.coupon.code, pricing.context)} aria-label={`Remove coupon ${c.coupon.code}`}>
                  Remove
                </Button>
              }
            >
              <ListItemText primary={`Coupon ${c.coupon.code} applied`} />
            </ListItem>
          ))}
          {giftCards.map((g) => {
            const amount = paid.get(g.giftcardNo) ?? 0;
            return (
              <ListItem
                key={g.giftcardNo}
                disableGutters
                secondaryAction={
                  <Button size="small" color="error" onClick={() => void removeGiftCard(g.giftcardNo, pricing.context)} aria-label={`Remove gift card ${g.maskedNo}`}>
                    Remove
                  </Button>
                }
              >
                <ListItemText primary={`Gift card ${g.maskedNo}: ${money(amount)} applied`} secondary={`Remaining balance ${money(g.availableCents - amount)}`} />
              </ListItem>
            );
          })}
        </List>
      )}
      {askPin && config.GiftCardPinMode !== 'false' && (
        <GiftCardPinDialog
          open
          mode={config.GiftCardPinMode}
          maskedNo={maskGiftCardNo(normalGiftCardNo(cardNo))}
          onCancel={() => setAskPin(false)}
          onSubmit={(pin) => {
            setAskPin(false);
            void holdCard(pin);
          }}
        />
      )}
    </>
  );
}
