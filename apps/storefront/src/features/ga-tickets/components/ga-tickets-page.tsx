/**
 * /gatickets and /gatickets/Area/{id} (spec 02 §2.9, §5 "GA tickets"): the GA tickets on sale
 * today (sell window judged by the server's clock in the venue zone), grouped by department and
 * sorted, each with its terms, price, 'Valid until', 'You Save' and a stepper; the coupon of
 * `?coupon=CODE` (or typed); tax and total priced with the order's pipeline; Add to cart checks
 * the selection ('Please select quantity first', '{ProductName} (Please select at least
 * {MinQuantity} quantity)'), refuses while a food order is in the cart (configured
 * OrderItemsInCart), adds the quantities to the cart and goes to /checkout.
 */
import { cartConflict } from '@gt/domain/food-cart';
import { gaDepartments, gaSelectionProblem, withinSellWindow } from '@gt/domain/ga-tickets';
import { formatMoney } from '@gt/domain/money';
import { venueDate } from '@gt/domain/venue-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gaTicketsQuery } from '../../../api/get-sale-products';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { priceSale } from '../../../lib/sale-pricing';
import { useFoodCart } from '../../../stores/food-cart';
import { notify } from '../../../stores/notifier';
import { useSaleCart } from '../../../stores/sale-cart';
import { useGaCoupon } from '../hooks/use-ga-coupon';
import { GaCouponField } from './ga-coupon-field';
import { GaTicketRow } from './ga-ticket-row';

interface Props {
  heading: string;
  intro?: string;
  /** The display area (all GA tickets when undefined). */
  displayArea?: number;
  /** The coupon of the address (`?coupon=`), else the one the cart's GA tickets carry. */
  initialCoupon: string | null;
}

export function GaTicketsPage({ heading, intro, displayArea, initialCoupon }: Props) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const carted = useSaleCart((s) => s.gaTickets);
  const first = useSuspenseQuery(gaTicketsQuery(displayArea)).data;
  const coupon = useGaCoupon(first.products, initialCoupon);
  const code = coupon.applied?.coupon.code;
  // With a coupon the listing is asked again (CouponCodeApplied); the first one shows meanwhile.
  const { products, serverNow } = useQuery({ ...gaTicketsQuery(displayArea, code), placeholderData: keepPreviousData }).data ?? first;
  const today = venueDate(serverNow, config.VenueTimeZone);
  const tickets = products.filter((t) => withinSellWindow(t.ProductSellStartDate, t.ProductSellEndDate, today));
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const departments = gaDepartments(tickets, (t) => ({
    department: t.GATicketDepartments[0]?.DepartmentName ?? null,
    departmentSortOrder: t.GATicketDepartments[0]?.DepartmentSortOrder ?? 0,
    sortOrder: t.SortOrder,
    name: t.ProductName,
  }));
  // In the page's order, which the cart keeps.
  const chosen = departments.flatMap((d) => d.tickets).map((ticket) => ({ ticket, quantity: quantities[ticket.ProductID] ?? 0 }));
  const inCart = (id: number) => carted.find((g) => g.ProductID === id)?.Quantity ?? 0;
  const priced = priceSale(chosen, [], coupon.applied ? [coupon.applied.coupon] : [], config.ShowPricesAs);
  const unitOf = new Map(priceSale(tickets.map((ticket) => ({ ticket, quantity: 1 })), [], [], config.ShowPricesAs).ga.map((l) => [l.ticket.ProductID, l.unitCents]));
  const money = (cents: number) => formatMoney(cents, config.Currency);

  function addToCart() {
    const problem = gaSelectionProblem(
      chosen.map(({ ticket: t, quantity }) => ({ name: t.ProductName, minQuantity: t.MinQuantity, maxQuantity: t.MaxQuantity, quantity, inCart: inCart(t.ProductID) })),
    );
    if (problem) return notify('error', problem);
    const conflict = cartConflict('other', { orderItems: useFoodCart.getState().lines.length, otherItems: 0 });
    if (conflict) return notify('error', config.Messages[conflict]);
    useSaleCart.getState().addGaTickets(
      chosen.filter((c) => c.quantity > 0).map((c) => ({ ProductID: c.ticket.ProductID, Quantity: c.quantity })),
      code ?? null,
    );
    navigate(paths.checkout.to());
  }

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {heading}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      <GaCouponField initial={initialCoupon ?? ''} applied={code ?? null} busy={coupon.busy} onApply={coupon.apply} onRemove={coupon.remove} />
      {tickets.length === 0 ? (
        <Alert severity="info">No tickets are on sale online today.</Alert>
      ) : (
        departments.map((d) => (
          <Paper key={d.name} component="section" aria-label={d.name || heading} variant="outlined" sx={{ px: { xs: 1.5, sm: 3 }, pt: 2, pb: 1, mb: 2 }}>
            {d.name && (
              <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                {d.name}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {d.tickets.map((t) => (
                <GaTicketRow
                  key={t.ProductID}
                  ticket={t}
                  unitCents={unitOf.get(t.ProductID) ?? 0}
                  quantity={quantities[t.ProductID] ?? 0}
                  inCart={inCart(t.ProductID)}
                  currency={config.Currency}
                  showValidity={config.DisplayGATicketExpiryValidity}
                  onChange={(q) => setQuantities((s) => ({ ...s, [t.ProductID]: q }))}
                />
              ))}
            </Box>
          </Paper>
        ))
      )}
      <Box component="dl" aria-label="Order total" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 0, mb: 2 }}>
        {priced.discountCents > 0 && (
          <>
            <dt>Coupon {code}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              −{money(priced.discountCents)}
            </Box>
          </>
        )}
        <dt>{config.ShowPricesAs === 'inctax' ? 'Tax included' : 'Tax'}</dt>
        <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {money(priced.gaTaxCents)}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Box>
        <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
          {money(priced.gaTotalCents)}
        </Box>
      </Box>
      {/* Room below, so that an error in the bottom snackbar never covers Add to cart. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 14 }}>
        <Button variant="contained" size="large" onClick={addToCart} disabled={tickets.length === 0}>
          Add to cart
        </Button>
      </Box>
    </>
  );
}
