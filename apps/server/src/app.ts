import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { DomainEventBus } from './events/domain-events';
import { accountRoutes } from './modules/account/account.routes';
import { actionLogRoutes } from './modules/action-log/action-log.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogSearchRoutes } from './modules/catalog/catalog-search.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { gomatchRoutes } from './modules/gomatch/gomatch.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { companiesRoutes } from './modules/parties/companies.routes';
import { transportersRoutes } from './modules/parties/transporters.routes';
import { quoteRequestsRoutes } from './modules/quote-requests/quote-requests.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { quotesRoutes } from './modules/quotes';
import { quoteReturnRoutes } from './modules/quotes/quote-return.routes';
import { ordersRoutes } from './modules/orders';
import { deliveriesRoutes } from './modules/deliveries';
import { emailsRoutes } from './modules/emails';
import { orderPicturesRoutes } from './modules/order-pictures';
import { quoteBoardRoutes } from './modules/quotes/quote-board.routes';
import { quoteRevisionsRoutes } from './modules/quotes/quote-revisions.routes';
import { standardizedQuotesRoutes } from './modules/standardized-quotes/standardized-quotes.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { systemRoutes } from './modules/system/system.routes';
import { taxRatesRoutes } from './modules/tax-rates/tax-rates.routes';
import { transactionFeesRoutes } from './modules/transaction-fees/transaction-fees.routes';
import { translationsRoutes } from './modules/translations/translations.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAccessControl } from './plugins/access-control';
import { registerErrorHandler } from './plugins/error-handler';
import { registerApiTransport, registerNoStore } from './plugins/http-cache';
import { registerOpenApi } from './plugins/openapi';
import { requestValidatorCompiler } from './plugins/request-validation';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerSupplierApiKey } from './plugins/supplier-api-key';
import { registerRealtime, type RealtimeOptions } from './realtime/realtime';
import { visitorsRoutes } from './realtime/visitors.routes';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    events: DomainEventBus;
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests keep logs quiet unless they need them. */
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Live-update gateway settings (tests use short heart-beats). */
  realtime?: Partial<RealtimeOptions>;
  /** The clock of sign-in locks and sessions (tests that let a lock run out without waiting). */
  now?: () => Date;
}

/**
 * Builds the Fastify app: external plugins, then app plugins, then routes (the fastify/demo order). The database
 * is opened, migrated and seeded by the caller, so tests and the server share this exact function.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // geocodeAddress/{address} carries a whole address in the path (spec 001 §7); accents triple when encoded.
    routerOptions: { maxParamLength: 1024 },
    // Request ids make a 500's log line findable from the user's report without leaking anything to them.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  // zod validation, after one refusal of control characters in any text of the request (decision 194).
  app.setValidatorCompiler(requestValidatorCompiler);
  // Answers checked against their schema and written from it, cheaply where the JSON Schema says all zod checks
  // (plugins/response-serializer.ts, decision 147).
  app.setSerializerCompiler(responseSerializerCompiler);

  const events = new DomainEventBus();
  const services = createServices(config, database, events, options.now);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('events', events);
  app.decorate('services', services);

  registerErrorHandler(app, services.dictionaryWords.french);
  registerSecurity(app);
  registerSupplierApiKey(app, config.supplierApiKey);
  registerAccessControl(app, services.auth);
  // The session cache's invalidations between instances (docs/decisions/090): listened for once the app is ready.
  app.addHook('onReady', async () => services.auth.start(app.log));
  app.addHook('onClose', async () => services.auth.stop());
  // The kept list totals' invalidations between instances (docs/decisions/184), the same way.
  app.addHook('onReady', async () => services.listTotals.start(app.log));
  app.addHook('onClose', async () => services.listTotals.stop());
  // The dictionary's French for refusals, and its changes from the other instances (decision 225).
  app.addHook('onReady', async () => services.dictionaryWords.start(app.log));
  app.addHook('onClose', async () => services.dictionaryWords.stop());
  await registerOpenApi(app);
  await registerRealtime(app, options.realtime);
  // The durable job queue's workers (docs/decisions/081): started when the app is ready, stopped gracefully
  // (running jobs finish or are given back) before the database closes.
  app.addHook('onReady', async () => services.jobs.runner.start(app.log));
  app.addHook('preClose', async () => services.jobs.runner.stop());

  await app.register(
    async (api) => {
      // No browser or proxy keeps an API answer; hashed web assets are what gets cached (plugins/http-cache.ts).
      registerNoStore(api);
      // JSON answers compressed, the dictionary revalidated with its ETag (plugins/http-cache.ts, decision 078).
      registerApiTransport(api);
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(referenceRoutes);
      await api.register(taxRatesRoutes);
      await api.register(transactionFeesRoutes);
      await api.register(translationsRoutes);
      await api.register(discountsRoutes);
      await api.register(savedViewsRoutes);
      await api.register(actionLogRoutes);
      await api.register(companiesRoutes);
      await api.register(transportersRoutes);
      await api.register(catalogRoutes);
      await api.register(catalogSearchRoutes);
      await api.register(usersRoutes);
      await api.register(quoteRequestsRoutes);
      await api.register(standardizedQuotesRoutes);
      await api.register(quotesRoutes);
      await api.register(quoteReturnRoutes);
      await api.register(ordersRoutes);
      await api.register(deliveriesRoutes);
      await api.register(emailsRoutes);
      await api.register(orderPicturesRoutes);
      await api.register(quoteBoardRoutes);
      await api.register(quoteRevisionsRoutes);
      await api.register(gomatchRoutes);
      await api.register(visitorsRoutes);
      await api.register(geoRoutes);
      await api.register(jobsRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb !== false) await registerStaticWeb(app, config.webDistDirectory);
  await app.ready();
  return app;
}
