/**
 * The checkout's identity-verification button with its prompt (spec 01 §2: shown when a ticket
 * in the cart has a price at a cost rate that needs group verification, and a provider is
 * configured) and the provider's return (spec 01 §4, §8): the fragment is read once and cleared
 * from the address, the verified group's rate applied (stores/discount-rate: it replaces the
 * ticket prices and clears a member rate) with the configured IdentityRateApplied info, or the
 * error shown in the snackbar. Once applied, the prompt gives way to that message.
 */
import type { TourProduct } from '@gt/contract/catalogue';
import { needsGroupVerification, parseIdentityReturn } from '@gt/domain/identity';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { useDiscountRate } from '../../../stores/discount-rate';
import { notify } from '../../../stores/notifier';
import { completeIdentityVerification, startIdentityVerification, takeReturnState } from '../identity-round-trip';

export function IdentityVerification({ products }: { products: readonly TourProduct[] }) {
  const config = usePublicConfig();
  const applied = useDiscountRate((s) => s.identity);
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    const ret = parseIdentityReturn(location.hash);
    if (!ret || handled.current) return;
    handled.current = true;
    // The access token must not stay in the address (history, bookmarks, a shared link).
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    const stateOk = takeReturnState(ret.state);
    setBusy(true);
    completeIdentityVerification(ret, stateOk, config.Messages)
      .then((identity) => {
        useDiscountRate.getState().applyIdentity(identity);
        notify('info', config.Messages.IdentityRateApplied);
      })
      .catch((e: unknown) => notify('error', e instanceof Error ? e.message : config.Messages.IdentityVerificationError))
      .finally(() => setBusy(false));
  }, [location, navigate, config.Messages]);

  if (!config.IdentityProvider.AuthorizeURL) return null;
  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
        <VerifiedUserOutlined color="success" aria-hidden />
        <Typography>{config.Messages.IdentityRateApplied}</Typography>
      </Box>
    );
  }
  if (!needsGroupVerification(products) && !busy) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
      <Typography id="identity-verification-prompt" sx={{ flex: '1 1 260px' }}>
        {config.Messages.IdentityVerificationPrompt}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<VerifiedUserOutlined aria-hidden />}
        loading={busy}
        aria-describedby="identity-verification-prompt"
        onClick={() => {
          setBusy(true);
          startIdentityVerification(config);
        }}
      >
        {config.Messages.IdentityVerificationButton}
      </Button>
    </Box>
  );
}
