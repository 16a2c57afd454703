/**
 * /giftcards/{DisplayAreaNo} (spec 02 §2.11, §4.11, §5 "Gift card purchase"): the configured
 * heading, the area's gift cards whose sell window (SellStart–SellEnd, both included) holds the
 * venue's today, grouped by product image; the area's total and Add to cart, which checks the
 * choices ('Please enter valid amount.', 'Please select any giftcard'), refuses while a food order
 * is in the cart (configured OrderItemsInCart), replaces the area's gift cards in the cart (a
 * card already in the cart is edited, never added twice) and goes to /checkout.
 */
import type { DisplayArea } from '@gt/contract/catalogue';
import { cartConflict } from '@gt/domain/food-cart';
import { withinSellWindow } from '@gt/domain/ga-tickets';
import { giftCardGroups, giftCardSelectionProblem } from '@gt/domain/gift-card-sale';
import { formatMoney } from '@gt/domain/money';
import { venueDate } from '@gt/domain/venue-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { giftCardProductsQuery } from '../../../api/get-sale-products';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodCart } from '../../../stores/food-cart';
import { notify } from '../../../stores/notifier';
import { useSaleCart } from '../../../stores/sale-cart';
import { cartLinesOf, groupChoice, initialGroupState, productBounds, type GroupState } from '../gift-card-choices';
import { GiftCardGroupCard } from './gift-card-group';

export function GiftCardPurchasePage({ heading, area }: { heading: string; area: DisplayArea }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const { products, serverNow } = useSuspenseQuery(giftCardProductsQuery(area.DisplayAreaNo)).data;
  const today = venueDate(serverNow, config.VenueTimeZone);
  const groups = giftCardGroups(
    products.filter((p) => withinSellWindow(p.SellStart, p.SellEnd, today)),
    productBounds,
  );
  const [states, setStates] = useState<GroupState[]>(() => groups.map((g) => initialGroupState(g, useSaleCart.getState().giftCards)));
  const choices = groups.map((g, i) => groupChoice(g, states[i] ?? initialGroupState(g, [])));
  const totalCents = choices.reduce((s, c) => s + c.amountCents * c.quantity, 0);

  function addToCart() {
    const problem = giftCardSelectionProblem(choices);
    if (problem) return notify('error', problem);
    const conflict = cartConflict('other', { orderItems: useFoodCart.getState().lines.length, otherItems: 0 });
    if (conflict) return notify('error', config.Messages[conflict]);
    useSaleCart.getState().setAreaGiftCards(area.DisplayAreaNo, cartLinesOf(area.DisplayAreaNo, groups, choices));
    navigate(paths.checkout.to());
  }

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {heading}
      </Typography>
      {area.AreaName !== heading && (
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          {area.AreaName}
        </Typography>
      )}
      {area.DisplayText && <Typography sx={{ mb: 2 }}>{area.DisplayText}</Typography>}
      {groups.length === 0 ? (
        <Alert severity="info">No gift cards are on sale online today.</Alert>
      ) : (
        groups.map((g, i) => (
          <GiftCardGroupCard
            key={g.imageUrl ?? `group-${i}`}
            group={g}
            state={states[i] ?? initialGroupState(g, [])}
            choice={choices[i] ?? groupChoice(g, initialGroupState(g, []))}
            currency={config.Currency}
            onChange={(s) => setStates((all) => groups.map((_, j) => (j === i ? s : (all[j] ?? initialGroupState(groups[j] ?? g, [])))))}
          />
        ))
      )}
      {/* Room below, so that an error in the bottom snackbar never covers Add to cart. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 3, mb: 14 }}>
        <Typography variant="h3" component="p" role="status" aria-live="polite">
          Total: {formatMoney(totalCents, config.Currency)}
        </Typography>
        <Button variant="contained" size="large" onClick={addToCart} disabled={groups.length === 0}>
          Add to cart
        </Button>
      </Box>
    </>
  );
}
