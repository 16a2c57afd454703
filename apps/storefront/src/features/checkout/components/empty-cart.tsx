/**
 * The checkout of an empty cart (spec 01 §2 "Checkout": "No item in the cart"): the heading,
 * Continue Shopping and the message alone; no contact form and no Pay button.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** `heading`: the configured checkout heading; `continueTo`: where Continue Shopping leads. */
export function EmptyCart({ heading, continueTo }: { heading: string; continueTo: string }) {
  return (
    <Box component="section" aria-labelledby="checkout-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="checkout-title" variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <Button component={RouterLink} to={continueTo}>
          Continue Shopping
        </Button>
      </Box>
      <Typography role="status">No item in the cart</Typography>
    </Box>
  );
}
