/**
 * Builds the Fastify application (separate from `listen()` so tests inject requests):
 * security headers, compression (http/compression.ts), rate limit (storefront files not counted),
 * no-store by default and redacted request logs (http/privacy.ts), ETags on catalogue GETs,
 * zod validation, OpenAPI document, the booking API under /api/v1, the payment middleware under
 * /middleware, the configured card provider's own endpoints (the sandbox's under /sandbox-pay),
 * `GET /api/IDME/UserData` and, with demo data, the development identity provider
 * (/dev-identity), the storefront under /GT, the back office API under /api/admin/v1 and its app
 * under /admin. docs/architecture.md#components.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { passErrorLogger } from './db/availability';
import { errorBody, installErrorHandler } from './http/errors';
import { installCatalogueEtags } from './http/catalogue-etag';
import { registerCompression } from './http/compression';
import { installInputGuard } from './http/input-guard';
import { tooManyRequests } from './http/lookup-rate-limit';
import { rateLimitStore } from './http/rate-limit-store';
import { installRequestIdHeader, requestIdGenerator } from './http/request-id';
import { apiDocOptions } from './http/openapi';
import { installNoStore, requestLogSerializers } from './http/privacy';
import { registerAdminScope } from './http/admin-access';
import { registerBackoffice } from './http/backoffice';
import { isStorefrontFile, registerStorefront } from './http/storefront';
import { adminSessionRoutes } from './modules/admin-auth/routes';
import { barcodeRoutes } from './modules/barcode/routes';
import { bookingTypeRoutes } from './modules/booking-types/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { walletRoutes } from './modules/wallet/routes';
import { configRoutes } from './modules/config/routes';
import { costRateRoutes } from './modules/cost-rates/routes';
import { countryRoutes } from './modules/countries/routes';
import { couponRoutes } from './modules/coupons/routes';
import { customerRoutes } from './modules/customers/routes';
import { displayAreaRoutes } from './modules/display-areas/routes';
import { giftCardRoutes } from './modules/gift-cards/routes';
import { devIdentityRoutes } from './modules/identity/dev-provider';
import { identityRoutes } from './modules/identity/routes';
import { installHealth } from './modules/health/routes';
import { foodRoutes } from './modules/food/routes';
import { foodAdminRoutes } from './modules/food/admin-routes';
import { kitchenAdminRoutes } from './modules/kitchen-feed/admin-routes';
import { kitchenFeedRoutes } from './modules/kitchen-feed/routes';
import { mailSender } from './modules/mail/outbox';
import { webhookSender } from './modules/webhooks/sender';
import { webhookAdminRoutes } from './modules/webhooks/admin-routes';
import { apiTokenAdminRoutes } from './modules/api-tokens/admin-routes';
import { installMetrics } from './modules/metrics/routes';
import { membershipRoutes } from './modules/memberships/routes';
import { operatorUserAdminRoutes } from './modules/operator-users/admin-routes';
import { costRateAdminRoutes } from './modules/cost-rates/admin-routes';
import { couponAdminRoutes } from './modules/coupons/admin-routes';
import { gaProductAdminRoutes } from './modules/ga-products/admin-routes';
import { giftCardAdminRoutes } from './modules/gift-cards/admin-routes';
import { membershipAdminRoutes } from './modules/memberships/admin-routes';
import { taxAdminRoutes } from './modules/taxes/admin-routes';
import { tourProductAdminRoutes } from './modules/tour-products/admin-routes';
import { udfAdminRoutes } from './modules/user-defined-fields/admin-routes';
import { storefrontSettingsAdminRoutes } from './modules/storefront-settings/admin-routes';
import { freshSettings, reloadSettings } from './modules/storefront-settings/live';
import { adminSettingsRoutes } from './modules/admin-settings/admin-routes';
import { scheduleAdminRoutes } from './modules/schedules/admin-routes';
import { tourEventAdminRoutes } from './modules/tour-events/admin-routes';
import { bookingAdminRoutes } from './modules/bookings/admin-routes';
import { eventCancellationAdminRoutes } from './modules/event-cancellations/admin-routes';
import { checkinAdminRoutes } from './modules/checkins/admin-routes';
import { manifestAdminRoutes } from './modules/manifests/admin-routes';
import { salesReportAdminRoutes } from './modules/sales-report/admin-routes';
import { moneyReportAdminRoutes } from './modules/money-reports/admin-routes';
import { bookingTypeAdminRoutes } from './modules/booking-types/admin-routes';
import { displayAreaAdminRoutes } from './modules/display-areas/admin-routes';
import { imageAdminRoutes } from './modules/images/admin-routes';
import { imageRoutes } from './modules/images/routes';
import { configuredProvider } from './modules/payments/provider';
import { productRoutes } from './modules/products/routes';
import { tourEventRoutes } from './modules/tour-events/routes';
import { tourHoldRoutes } from './modules/tour-holds/routes';
import { tourProductRoutes } from './modules/tour-products/routes';
import { recoverInterruptedPayments } from './modules/transactions/recovery';
import { paymentWebhookRoutes } from './modules/payment-webhooks/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { udfRoutes } from './modules/user-defined-fields/routes';
import { backofficeDist, storefrontDist } from './paths';

/**
 * Origins besides our own that the page may load a script from and talk to (an absolute
 * Public.CardFieldsURL of a hosted provider's browser module, the reCAPTCHA script); none for a
 * same-site URL.
 */
function tokenizerOrigins(url: string): string[] {
  if (!/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * `logger`: log requests (JSON lines at `config.LogLevel`, URLs redacted, http/privacy.ts; each
 * line with its request's id, http/request-id.ts) to stdout, or to the given stream.
 */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean | { stream: NodeJS.WritableStream } } = {}): Promise<FastifyInstance> {
  const provider = configuredProvider(ctx);
  const { CardFieldsURL, RecaptchaV3Client, RecaptchaScriptURL } = ctx.config.Public;
  // reCAPTCHA's script loads more from gstatic.com and shows its challenge in a google.com frame.
  const recaptchaOrigins = RecaptchaV3Client ? tokenizerOrigins(RecaptchaScriptURL).flatMap((o) => (o === 'https://www.google.com' ? [o, 'https://www.gstatic.com'] : [o])) : [];
  const providerOrigins = [...tokenizerOrigins(CardFieldsURL), ...recaptchaOrigins];
  // The configured card provider's own origins (Stripe's: Stripe.js, its frames, its API).
  const csp = provider.csp ?? {};
  const trust = ctx.config.TrustProxy;
  const trustProxy = typeof trust === 'number' ? (_addr: string, hop: number) => hop < trust : trust;
  const app = Fastify({
    logger: opts.logger ? { ...(typeof opts.logger === 'object' ? opts.logger : {}), level: ctx.config.LogLevel, serializers: requestLogSerializers } : false,
    trustProxy,
    requestIdHeader: false,
    genReqId: requestIdGenerator(trust),
    // Malformed or over-long URLs are refused by the router before any route: same error shape.
    frameworkErrors: (err, _req, res) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (res as unknown as FastifyReply)
        .status(tooLong ? 414 : 400)
        .header('x-content-type-options', 'nosniff')
        .send(errorBody(tooLong ? 'Invalid path parameter: too long' : 'Invalid path parameter: not a valid URL component'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  ctx.log ??= app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestIdHeader(app);
  installErrorHandler(app, { onDatabaseUnavailable: (err) => ctx.dbAvailability?.report(err) });
  installInputGuard(app);
  installNoStore(app);
  installMetrics(app, ctx);
  installCatalogueEtags(app);
  // Settings changed in the back office, without a restart (modules/storefront-settings/live.ts).
  await reloadSettings(ctx);
  app.addHook('onRequest', async () => freshSettings(ctx));
  // Start-up pass over payments interrupted between the charge and the booking (main.ts repeats it).
  app.addHook('onReady', async () => {
    await recoverInterruptedPayments(ctx).catch(passErrorLogger(app.log, ctx.dbAvailability, 'payment recovery'));
    // E-mails queued before a restart, and retries.
    mailSender(ctx).start(passErrorLogger(app.log, ctx.dbAvailability, 'mail outbox pass'));
    // Webhook deliveries queued before a restart, and retries (docs/integrations.md#webhooks).
    webhookSender(ctx).start(passErrorLogger(app.log, ctx.dbAvailability, 'webhook delivery pass'));
  });
  app.addHook('onClose', async () => {
    await mailSender(ctx).stop();
    await webhookSender(ctx).stop();
  });

  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The card provider's browser module may live on the provider's origin, talk to it and frame its card fields.
        'script-src': ["'self'", ...providerOrigins, ...(csp.script ?? [])],
        'connect-src': ["'self'", ...providerOrigins, ...(csp.connect ?? [])],
        'frame-src': ["'self'", ...providerOrigins, ...(csp.frame ?? [])],
        // The back office's service worker (/admin/sw.js, the door scanner offline).
        'worker-src': ["'self'"],
      },
    },
  });
  await registerCompression(app);
  // One budget per client across every process through Redis when configured; this process's memory without it or while it is lost.
  const store = await rateLimitStore(app, ctx);
  await app.register(rateLimit, {
    ...(store ? { store } : {}),
    max: ctx.config.RateLimitPerMinute,
    timeWindow: '1 minute',
    // A first visit loads dozens of storefront files: they do not count against the API budget.
    allowList: (req) => isStorefrontFile(req),
    errorResponseBuilder: (_req, c) => tooManyRequests(c.ttl),
  });
  // The booking API's OpenAPI document (http/openapi.ts) and the reference as a page at /api/docs
  // (Swagger UI's own files, no inline script: the CSP above holds).
  await app.register(swagger, apiDocOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true, docExpansion: 'list' } });

  await app.register(
    async (api) => {
      for (const routes of [configRoutes, displayAreaRoutes, bookingTypeRoutes, tourEventRoutes, tourProductRoutes, costRateRoutes, udfRoutes, countryRoutes, tourHoldRoutes, customerRoutes, barcodeRoutes, couponRoutes, giftCardRoutes, productRoutes, membershipRoutes]) {
        await api.register(routes(ctx));
      }
      await api.register(foodRoutes(ctx));
      await api.register(bookingRoutes(ctx));
      await api.register(walletRoutes(ctx));
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  // The back office API (docs/architecture.md#operators-and-the-back-office): every route declares
  // its access.
  await registerAdminScope(app, ctx, '/api/admin/v1', async (admin) => {
    const adminRoutes = [
      adminSessionRoutes,
      operatorUserAdminRoutes,
      adminSettingsRoutes,
      displayAreaAdminRoutes,
      bookingTypeAdminRoutes,
      imageAdminRoutes,
      costRateAdminRoutes,
      taxAdminRoutes,
      tourProductAdminRoutes,
      couponAdminRoutes,
      udfAdminRoutes,
      gaProductAdminRoutes,
      membershipAdminRoutes,
      scheduleAdminRoutes,
      tourEventAdminRoutes,
      bookingAdminRoutes,
      eventCancellationAdminRoutes,
      manifestAdminRoutes,
      checkinAdminRoutes,
      salesReportAdminRoutes,
      moneyReportAdminRoutes,
      kitchenAdminRoutes,
      storefrontSettingsAdminRoutes,
      foodAdminRoutes,
      apiTokenAdminRoutes,
      webhookAdminRoutes,
      giftCardAdminRoutes,
    ];
    for (const routes of adminRoutes) await admin.register(routes(ctx));
  });

  // Catalogue images uploaded in the back office (modules/images): public, cached a year.
  await app.register(imageRoutes(ctx));
  // Spec 01 §7: `IDME/UserData` has no version segment.
  await app.register(identityRoutes(ctx), { prefix: '/api' });
  if (ctx.config.IdentityDevProvider) await app.register(devIdentityRoutes(ctx));
  await app.register(transactionRoutes(ctx), { prefix: '/middleware' });
  await app.register(kitchenFeedRoutes(ctx), { prefix: '/middleware' });
  await app.register(paymentWebhookRoutes(ctx), { prefix: '/middleware' });
  if (provider.routes) await app.register(provider.routes.plugin(ctx), { prefix: provider.routes.prefix });
  installHealth(app, ctx);
  await registerBackoffice(app, ctx.config.BackofficeDir ?? backofficeDist);
  // Read per page: the back office may change them (modules/storefront-settings).
  await registerStorefront(app, ctx.config.StorefrontDir ?? storefrontDist, () => {
    const { DonationProductID, ApplyTransactionFee, TransactionFeeProductID } = ctx.config.Public;
    return { donation: DonationProductID, fee: ApplyTransactionFee ? TransactionFeeProductID : null };
  });
  return app;
}
