import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { DomainEventBus } from './events/domain-events';
import { createUnitOfWorkRunner } from './lib/unit-of-work';
import { createAccountService } from './modules/account/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createReferenceService } from './modules/reference/reference.service';
import { createUsersService } from './modules/users/users.service';

/** The composition root of the services: each gets exactly the collaborators it needs. */
export function createServices(config: AppConfig, database: DatabaseHandle, events: DomainEventBus) {
  const { db } = database;
  const runUnitOfWork = createUnitOfWorkRunner(db, events);
  return {
    runUnitOfWork,
    auth: createAuthService({
      db,
      runUnitOfWork,
      idleTimeoutSeconds: config.idleTimeoutSeconds,
      sessionMaxHours: config.sessionMaxHours,
    }),
    account: createAccountService({ db, runUnitOfWork }),
    reference: createReferenceService({ db }),
    users: createUsersService({ runUnitOfWork }),
  };
}

export type Services = ReturnType<typeof createServices>;
