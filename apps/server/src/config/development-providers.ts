/**
 * Development providers in production (docs/architecture.md#payments,
 * docs/architecture.md#identity-and-secrets): the sandbox card provider takes the documented test
 * cards and moves no money, and the development identity provider lets anyone verify as any group
 * and buy at its rate. A start under `NODE_ENV=production` with either is refused unless
 * `GT_ALLOW_DEVELOPMENT_PROVIDERS=1` (a trial of the production setup); the development identity
 * provider is served only with demo data even then (server-config.ts identityProvider).
 */
import { paymentProviders } from '../modules/payments/provider';
import type { ServerConfig } from './server-config';

/** The development providers a configuration runs, as the start-up message names them. */
export function developmentProviders(config: Pick<ServerConfig, 'PaymentProvider' | 'IdentityDevProvider'>): string[] {
  const payment = Object.hasOwn(paymentProviders, config.PaymentProvider) ? paymentProviders[config.PaymentProvider] : undefined;
  return [
    ...(payment?.development ? [`the ${config.PaymentProvider} card provider (PaymentProvider "${config.PaymentProvider}": test cards, no money moves)`] : []),
    ...(config.IdentityDevProvider ? ['the development identity provider (/dev-identity/authorize: anyone verifies as any group)'] : []),
  ];
}

/**
 * The refusal of a production start with development providers (module docblock), or undefined
 * when the start may go on: not `NODE_ENV=production`, none configured, or
 * `GT_ALLOW_DEVELOPMENT_PROVIDERS=1`.
 */
export function developmentProvidersRefusal(config: Pick<ServerConfig, 'PaymentProvider' | 'IdentityDevProvider'>, env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV !== 'production' || env.GT_ALLOW_DEVELOPMENT_PROVIDERS === '1') return undefined;
  const dev = developmentProviders(config);
  if (dev.length === 0) return undefined;
  return (
    `Refusing to start with NODE_ENV=production: ${dev.join(' and ')} ${dev.length > 1 ? 'are' : 'is'} for trying the store only. ` +
    'Configure a real card provider (PaymentProvider) and identity provider (Identity.UserDataURL), ' +
    'or set GT_ALLOW_DEVELOPMENT_PROVIDERS=1 to run them anyway.'
  );
}
