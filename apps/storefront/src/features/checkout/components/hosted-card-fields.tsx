/**
 * The card form (spec 01 §2 "Payment form"; docs/architecture.md#payments): the provider's hosted
 * card fields, drawn by its browser module (card-fields.ts) into a container in the provider's
 * own iframe, in the configured layout (PaymentMethodType: month and year, or one expiry field).
 * The storefront never sees the card: `createToken` hands back the module's one-use token. A
 * skeleton holds the room while the module loads; the fields are removed when the form goes.
 * The module and its frame load when the fields come within about a screen of the viewport
 * (`NEAR_SCREEN`), or at once when Pay asks for a token or for focus first.
 * A card the module refuses (`{ error, field }`) is said under the fields (role=alert; with the
 * SingleExpiry layout the configured CardNumberInvalid / CvvInvalid / ExpiryInvalid, else the
 * provider's text) and the fields get focus; the iframe marks its own field red.
 */
import type { MountedCardFields } from '@gt/contract/card-fields';
import type { PublicConfig } from '@gt/contract/config';
import { messages } from '@gt/domain/messages';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { loadCardFields } from '../card-fields';

/** How near the screen the fields are when their frame starts loading (an IntersectionObserver root margin). */
const NEAR_SCREEN = '800px 0px';

/** What the payment takes from the mounted fields. */
export interface CardFieldsHandle {
  /** The card's one-use token, or the refusal already shown under the fields (the fields focused). */
  createToken(): Promise<{ token: string } | { error: string }>;
  focus(): void;
}

/** The card was refused by the fields (its text is shown under them): nothing was sent. */
export class CardFieldsError extends Error {}

type Refusal = { error: string; field?: 'number' | 'expiry' | 'cvv' };

/**
 * The ref to give HostedCardFields and `cardToken()`: the mounted fields' one-use token, or a
 * CardFieldsError when they refuse the card (its text already shown under them).
 */
export function useCardFields(): { ref: RefObject<CardFieldsHandle | null>; cardToken(): Promise<string> } {
  const ref = useRef<CardFieldsHandle>(null);
  const cardToken = useCallback(async () => {
    const answer = ref.current ? await ref.current.createToken() : { error: messages.paymentProviderNotConfigured };
    if ('error' in answer) throw new CardFieldsError(answer.error);
    return answer.token;
  }, []);
  return { ref, cardToken };
}

/** The text shown for a refused card field. */
export function cardErrorText(r: Refusal, config: Pick<PublicConfig, 'PaymentMethodType' | 'Messages'>): string {
  if (config.PaymentMethodType !== 'SingleExpiry' || !r.field) return r.error;
  if (r.field === 'number') return config.Messages.CardNumberInvalid;
  if (r.field === 'cvv') return config.Messages.CvvInvalid;
  return config.Messages.ExpiryInvalid;
}

/** The room kept for the fields while they load (px): one row from sm, stacked on a phone. */
const FIELDS_HEIGHT = { xs: 176, sm: 56 };

/** The room of the card fields while the order's amount is not known yet. */
export function CardFieldsSkeleton() {
  return <Skeleton variant="rounded" sx={{ height: FIELDS_HEIGHT }} role="status" aria-label="Loading the card fields" />;
}

/**
 * The hosted card fields for `amountCents` (cents, in the configured currency), read at mount
 * time. `saveCard` (default true): the card is kept for the booking's later charges ("Use Card on
 * File", spec 02 §2.7); a food order keeps none.
 */
export function HostedCardFields({ amountCents, saveCard = true, ref }: { amountCents: number; saveCard?: boolean; ref?: Ref<CardFieldsHandle> }) {
  const config = usePublicConfig();
  const { CardFieldsURL: url, CardFieldsKey: publicKey, PaymentMethodType: layout, Currency: currency } = config;
  const container = useRef<HTMLDivElement>(null);
  const near = useRef<HTMLDivElement>(null);
  const mounted = useRef<Promise<MountedCardFields> | null>(null);
  const start = useRef<(() => Promise<MountedCardFields>) | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The amount the fields are drawn for: a coupon changing it later does not clear the typed card.
  const amount = useRef(amountCents);

  useEffect(() => {
    const element = container.current;
    const section = near.current;
    if (!element || !section) return;
    let gone = false;
    let mounting: Promise<MountedCardFields> | null = null;
    const mount = () => {
      if (mounting) return mounting;
      mounting = loadCardFields(url).then((m) =>
        m.mount(element, {
          layout,
          amountCents: amount.current,
          currency,
          saveCard,
          ...(publicKey ? { publicKey } : {}),
          locale: navigator.language,
          onChange: (state) => setError(state.error ?? null),
        }),
      );
      mounted.current = mounting;
      mounting.then(
        (fields) => (gone ? fields.unmount() : setReady(true)),
        (e: unknown) => !gone && setError((e as Error).message),
      );
      return mounting;
    };
    start.current = mount;
    // The provider's frame loads when the fields come near the screen: below the fold of a long
    // checkout, its document is not loaded while the page is starting (docs/performance.md).
    const watch =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void mount(), { rootMargin: NEAR_SCREEN });
    if (watch) watch.observe(section);
    else void mount();
    return () => {
      gone = true;
      watch?.disconnect();
      start.current = null;
      mounted.current = null;
      setReady(false);
      mounting?.then((fields) => fields.unmount(), () => undefined);
    };
  }, [url, layout, currency, publicKey, saveCard]);

  /** The mounted fields, mounting them now when they have not come near the screen yet (Pay was pressed first). */
  const fields = () => mounted.current ?? start.current?.() ?? Promise.reject(new Error(messages.paymentProviderNotConfigured));

  // A coupon or a gift card changes the amount: the provider hears it, the typed card stays.
  useEffect(() => {
    amount.current = amountCents;
    if (ready) void mounted.current?.then((fields) => fields.update?.({ amountCents }));
  }, [amountCents, ready]);

  useImperativeHandle(ref, () => ({
    async createToken() {
      const mountedFields = await fields().catch(() => null);
      const result: Refusal | { token: string } = mountedFields
        ? await mountedFields.createToken()
        : { error: error ?? messages.paymentProviderNotConfigured };
      if ('token' in result) {
        setError(null);
        return result;
      }
      const text = cardErrorText(result, config);
      setError(text);
      // Into the fields, unless the module already focused its refused field there.
      if (!container.current?.contains(document.activeElement)) mountedFields?.focus();
      return { error: text };
    },
    focus() {
      void fields().then((f) => f.focus(), () => undefined);
    },
  }));

  return (
    <Box ref={near}>
      {!ready && !error && <CardFieldsSkeleton />}
      <Box ref={container} />
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
