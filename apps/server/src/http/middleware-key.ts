/**
 * The payment middleware's client credential (spec 01 §6 "the payment middleware uses a separate
 * credential"): `X-Middleware-Key`, compared in constant time; a missing or unknown key answers
 * 401 'Middleware credentials are not valid' (spec 01 §8).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../app-context';
import { ApiError } from './errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Every accepted key: MiddlewareKeys, else only the storefront's public Public.MiddlewareKey. */
export const middlewareKeys = (ctx: AppContext): string[] => ctx.config.MiddlewareKeys ?? [ctx.config.Public.MiddlewareKey];

/**
 * Keys of server-to-server clients: MiddlewareKeys without the storefront's key, which ships to
 * every browser and so may not read what other visitors bought (the kitchen feed).
 */
export const privateMiddlewareKeys = (ctx: AppContext): string[] => middlewareKeys(ctx).filter((k) => k !== ctx.config.Public.MiddlewareKey);

/** An onRequest hook that lets through only requests carrying one of `keys`. */
export function requireMiddlewareKey(keys: readonly string[]): onRequestAsyncHookHandler {
  const accepted = keys.map(digest);
  return async (req) => {
    const given = req.headers['x-middleware-key'];
    const d = typeof given === 'string' ? digest(given) : undefined;
    if (!d || !accepted.some((k) => timingSafeEqual(k, d))) throw new ApiError(401, messages.middlewareCredentialsInvalid);
  };
}
