import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { DomainEventBus } from './events/domain-events';
import { createObjectStorage } from './lib/file-store/create-object-storage';
import { createFileStore } from './lib/file-store/file-store';
import { purgeIdempotencyKeys } from './lib/idempotency';
import { createJobQueue } from './lib/jobs/job-queue';
import { createListTotals } from './lib/list-totals';
import { createUnitOfWorkRunner } from './lib/unit-of-work';
import { createAccountService } from './modules/account/account.service';
import { createActionLogService } from './modules/action-log/action-log.service';
import { writeActionLogEntry } from './modules/action-log/action-log-writer';
import { purgeEndedSessions } from './modules/auth';
import { createAuthService } from './modules/auth/auth.service';
import { createCatalogSearchService } from './modules/catalog/catalog-search.service';
import { createCategoriesService } from './modules/catalog/categories.service';
import { createProductSizesService } from './modules/catalog/product-sizes.service';
import { createProductsService } from './modules/catalog/products.service';
import { createDiscountsService } from './modules/discounts/discounts.service';
import { createGeoProviders, createGeoService } from './modules/geo/geo.service';
import { createCompaniesService, createTransportersService } from './modules/parties/parties.service';
import { createMatchRequestJob, keepCatalogIndexWarm } from './modules/gomatch';
import { createCorrectionsService } from './modules/gomatch/corrections.service';
import { createQuoteRequestsService } from './modules/quote-requests/quote-requests.service';
import { createQuotesService } from './modules/quotes';
import { createQuoteReturnService } from './modules/quotes/quote-return.service';
import { createOrdersService } from './modules/orders';
import { createOrderConstructionService } from './modules/orders/order-construction.service';
import { createOrderStatusService } from './modules/orders/order-status.service';
import { createOrderBoardService } from './modules/orders/order-board.service';
import { createEmailsService, createSmtpMailSender } from './modules/emails';
import { createOrderPhasingService } from './modules/orders/order-phasing.service';
import {
  createOrderPicturesService,
  createRemovePictureFilesJob,
  deleteItemPictures,
} from './modules/order-pictures';
import { createSubOrderDashboardService } from './modules/orders/sub-order-dashboard.service';
import { createQuoteBoardService } from './modules/quotes/quote-board.service';
import { createQuoteRevisionsService } from './modules/quotes/quote-revisions.service';
import { createStandardizedQuotesService } from './modules/standardized-quotes/standardized-quotes.service';
import { createReferenceService } from './modules/reference/reference.service';
import { createSavedViewsService } from './modules/saved-views/saved-views.service';
import { createTaxRatesService } from './modules/tax-rates/tax-rates.service';
import { createTransactionFeesService } from './modules/transaction-fees/transaction-fees.service';
import { createDeliveriesService } from './modules/deliveries/deliveries.service';
import { createDeliveryOperationsService } from './modules/deliveries/delivery-operations.service';
import { createDeliveryTableService } from './modules/deliveries/delivery-table.service';
import { createRemoveBolFilesJob, createRouteDistanceJob } from './modules/deliveries/delivery-jobs';
import { createDictionaryWords } from './modules/translations/dictionary-words';
import { createTranslationsService } from './modules/translations/translations.service';
import { createAvatarStorage } from './modules/users/avatar-storage';
import { createUsersService } from './modules/users/users.service';

/** The composition root of the services: each gets exactly the collaborators it needs. */
export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  events: DomainEventBus,
  /** The clock of the sign-in lock and the sessions; tests move it instead of waiting. */
  now?: () => Date,
) {
  const { db } = database;
  const jobs = createJobQueue({
    database,
    events,
    concurrency: config.jobs.concurrency,
    pollIntervalMs: config.jobs.pollIntervalMs,
    // Rows nothing reads any more, deleted a batch at a time (decision 217).
    maintenanceTasks: [
      { name: 'ended sessions', run: (executor) => purgeEndedSessions(executor) },
      { name: 'idempotency keys', run: (executor) => purgeIdempotencyKeys(executor) },
    ],
  });
  const runUnitOfWork = createUnitOfWorkRunner(db, events, {
    writeActionLog: writeActionLogEntry,
    onJobsEnqueued: jobs.wake,
  });
  // Counts (decision 184) and the order lists' rows (decision 190) kept between committed changes.
  const listTotals = createListTotals({
    ttlMs: config.listTotalsCacheSeconds * 1000,
    maxRows: config.listRowsCacheSize,
    events,
    postgresClient: database.postgresClient,
  });
  // The dictionary's French for the refusals (decision 225), read again after each change to it.
  const dictionaryWords = createDictionaryWords({ db, postgresClient: database.postgresClient });
  const storage = createObjectStorage(config);
  const files = createFileStore({ db, storage });
  const geo = createGeoService(createGeoProviders(config.geo));
  jobs.define(createMatchRequestJob({ db, files }));
  jobs.define(createRemovePictureFilesJob({ storage }));
  // Issue 38: each delivery's route distance after its stops change; deleted bills of lading's bytes (decision 211).
  jobs.define(
    createRouteDistanceJob({
      db,
      geo,
      events,
      log: {
        warn: (details, message) => console.warn(message, details),
        error: (details, message) => console.error(message, details),
      },
    }),
  );
  jobs.define(createRemoveBolFilesJob({ storage }));
  keepCatalogIndexWarm({ db, events });
  const quoteRequests = createQuoteRequestsService({ db, runUnitOfWork, files });
  const quotes = createQuotesService({ db, runUnitOfWork });
  const orders = createOrdersService({ db, runUnitOfWork, totals: listTotals });
  const emails = createEmailsService({
    db,
    runUnitOfWork,
    files,
    readOrder: orders.get,
    mail: {
      sender: config.mail.smtpUrl ? createSmtpMailSender(config.mail.smtpUrl) : null,
      from: config.mail.from,
    },
  });
  jobs.define(emails.sendJob);
  return {
    runUnitOfWork,
    jobs,
    files,
    listTotals,
    auth: createAuthService({
      db,
      runUnitOfWork,
      idleTimeoutSeconds: config.idleTimeoutSeconds,
      sessionMaxHours: config.sessionMaxHours,
      events,
      postgresClient: database.postgresClient,
      sessionCacheSeconds: config.sessionCacheSeconds,
      signInLockSeconds: config.signInLockSeconds,
      signInAddressLimitPerMinute: config.signInRateLimitPerMinute,
      now,
    }),
    account: createAccountService({ db, runUnitOfWork }),
    reference: createReferenceService({ db }),
    taxRates: createTaxRatesService({ db, runUnitOfWork }),
    transactionFees: createTransactionFeesService({ db, runUnitOfWork }),
    translations: createTranslationsService({ db, runUnitOfWork, dictionaryWords }),
    dictionaryWords,
    discounts: createDiscountsService({ db, runUnitOfWork }),
    savedViews: createSavedViewsService({ db, runUnitOfWork }),
    actionLog: createActionLogService({ db }),
    companies: createCompaniesService({ db, runUnitOfWork }),
    transporters: createTransportersService({ db, runUnitOfWork }),
    categories: createCategoriesService({ db, runUnitOfWork }),
    productSizes: createProductSizesService({ db, runUnitOfWork }),
    products: createProductsService({ db, runUnitOfWork }),
    catalogSearch: createCatalogSearchService({ db }),
    quoteRequests,
    gomatchCorrections: createCorrectionsService({ db, runUnitOfWork }),
    standardizedQuotes: createStandardizedQuotesService({
      db,
      runUnitOfWork,
      quoteRequests,
      readQuote: quotes.get,
    }),
    quoteBoard: createQuoteBoardService({ db }),
    orderBoard: createOrderBoardService({ db, runUnitOfWork, totals: listTotals }),
    quotes,
    quoteReturn: createQuoteReturnService({ runUnitOfWork, readQuote: quotes.get }),
    orders,
    orderConstruction: createOrderConstructionService({
      db,
      runUnitOfWork,
      // spec 001 §5: a new seller deletes the previous seller's pictures, in the save's transaction (decision 168).
      onSellerChanged: async (unit, effects) => {
        await deleteItemPictures(unit, effects.sellerChangedItemIds);
      },
    }),
    orderStatus: createOrderStatusService({ db, runUnitOfWork }),
    deliveries: createDeliveriesService({ db, runUnitOfWork }),
    deliveryTable: createDeliveryTableService({ db, totals: listTotals }),
    deliveryOperations: createDeliveryOperationsService({ db, runUnitOfWork, files, geo }),
    emails,
    orderPhasing: createOrderPhasingService({ runUnitOfWork, readOrder: orders.get }),
    orderPictures: createOrderPicturesService({ db, runUnitOfWork, files }),
    subOrderDashboard: createSubOrderDashboardService({ db, runUnitOfWork, totals: listTotals }),
    quoteRevisions: createQuoteRevisionsService({ db, readQuote: quotes.get }),
    geo,
    users: createUsersService({
      db,
      runUnitOfWork,
      avatarStorage: createAvatarStorage(storage),
      signInLockSeconds: config.signInLockSeconds,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
