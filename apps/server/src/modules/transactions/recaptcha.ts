/**
 * reCAPTCHA v3 at checkout (spec 01 §5 "Checkout fields", §7 `recaptchav3token`): when the
 * storefront has a site key (Public.RecaptchaV3Client), a payment must carry a token of action
 * `checkout`, verified by the configured service (Recaptcha.VerifyURL, Recaptcha.Secret) with a
 * score of at least Recaptcha.MinScore. Off by default.
 */
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { findPayment } from '../payments/payments-repository';

interface Verdict {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * Throws 400 "We could not verify that you are not a robot, please try again." unless the token
 * passes (or reCAPTCHA is off). An attempt whose payment was already made (`idempotencyKey` has
 * one: a retry after 3-D Secure, a webhook finishing it) was verified when it was first sent: its
 * token, single-use at Google, is not sent again.
 */
export async function verifyRecaptcha(ctx: AppContext, token: string | undefined, idempotencyKey: string): Promise<void> {
  if (!ctx.config.Public.RecaptchaV3Client) return;
  if (await findPayment(ctx.db, idempotencyKey)) return;
  const { Secret, VerifyURL, MinScore } = ctx.config.Recaptcha;
  if (!token) throw new ApiError(400, messages.recaptchaFailed);
  let verdict: Verdict;
  try {
    const res = await fetch(VerifyURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: Secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    verdict = (await res.json()) as Verdict;
  } catch {
    throw new ApiError(503, messages.recaptchaUnavailable);
  }
  if (verdict.success !== true || verdict.action !== 'checkout' || (verdict.score ?? 0) < MinScore) throw new ApiError(400, messages.recaptchaFailed);
}
