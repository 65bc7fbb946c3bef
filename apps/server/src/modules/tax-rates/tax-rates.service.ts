import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  isValidRate,
  MESSAGES,
  TAX_RATE_COMPONENTS,
  type TaxRate,
  type UpdateTaxRateRequest,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './tax-rates.repository';

/** spec 001 §2 Tax Rate Settings: the sales tax per province or state that quotes and orders apply. */
export function createTaxRatesService({ db, runUnitOfWork }: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  async function updateTaxRate(
    actor: Actor,
    request: UpdateTaxRateRequest,
    version: number,
  ): Promise<TaxRate> {
    // spec 001 §5: every component must be a valid rate (a percentage, docs/decisions/040-rate-units.md).
    const invalid = TAX_RATE_COMPONENTS.filter((component) => !isValidRate(request[component]));
    if (invalid.length > 0) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.invalidTaxRate, {
        issues: invalid.map((field) => ({ field, message: MESSAGES.invalidTaxRate })),
      });
    }
    return runUnitOfWork(actor, async (unit) => {
      const before = await repository.findTaxRate(unit.tx, request.id);
      if (!before) throw notFound('Tax rate');
      await repository.updateTaxRate(unit.tx, request, version);
      const after = await repository.findTaxRate(unit.tx, request.id);
      if (!after) throw notFound('Tax rate');
      await unit.recordChange({
        recordType: ActionLogType.ids.TAX_RATE,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: after.id,
        recordNumber: after.provinceCode,
        // The components staff type (the total is their sum) and the date they apply from.
        changes: diffRecord(before, after, { fields: [...TAX_RATE_COMPONENTS, 'effectiveFrom'] }),
      });
      return after;
    });
  }

  return { listTaxRates: () => repository.listTaxRates(db), updateTaxRate };
}

export type TaxRatesService = ReturnType<typeof createTaxRatesService>;
