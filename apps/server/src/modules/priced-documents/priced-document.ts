import {
  COUNTED_ITEM_STATUS_IDS,
  ErrorCode,
  MESSAGES,
  type FeeTerms,
  type Transition,
} from '@portal/contracts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AlternateWrite } from '../../lib/alternate-rows';
import type { UnitPrices } from '../../lib/line-actions';
import type { Actor } from '../../lib/unit-of-work';
import { findProvinceTaxRate } from '../tax-rates/tax-rates.repository';
import { findBuyerFee } from '../transaction-fees/transaction-fees.repository';
import * as repository from './priced-documents.repository';
import { ORDER_DOCUMENT, QUOTE_DOCUMENT, type PricedDocumentTables } from './priced-document.tables';

/** A line as a save sends it: its sourcing and, when sent, its whole alternates list. */
interface SentLine extends UnitPrices {
  readonly id: number;
  readonly sellerCompanyId: number | null;
  readonly sellerContacted: boolean;
  readonly altItems?: readonly AlternateWrite[] | undefined;
}

/** A substitution as a save sends it: what it changes of the original (null or absent: the original's). */
interface SentSubstitution extends UnitPrices {
  readonly productId?: number | null | undefined;
  readonly productSizeId?: number | null | undefined;
  readonly quantity?: number | null | undefined;
  readonly specIds: readonly number[] | null;
  readonly sellerContacted: boolean;
}

/** The saved line a substitution replaces. */
interface SubstitutedLine {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly productId: number;
  readonly productSizeId: number;
  readonly quantity: number;
}

/**
 * What a save does to a document's lines (decision 153): the shared line-action planner's removals, moves and
 * substitutions, the lines as sent, and the kind's own columns of each (a quote line's seller and stock
 * available, an order item's sub-order and stock secured).
 */
export interface LineWrites<
  TLine extends SentLine,
  TSubstitution extends SentSubstitution,
  TOriginal extends SubstitutedLine,
> {
  readonly plan: {
    readonly removed: ReadonlySet<number>;
    readonly moves: ReadonlyMap<number, number>;
    readonly substitutions: ReadonlyArray<{ entry: TSubstitution; original: TOriginal }>;
  };
  readonly items: readonly TLine[];
  /** A line's saved quantity (a save never changes it). */
  readonly quantityOf: (itemId: number) => number | null;
  readonly substituteColumns: (substitution: {
    entry: TSubstitution;
    original: TOriginal;
  }) => repository.SubstituteWrite['columns'];
  readonly sourcingColumns: (item: TLine) => { owner: number | null; stock: boolean };
}

/**
 * A priced-line document of one kind (issue 37): a quote or an order — lines with specs and alternates, discounts,
 * transport costs and the money rules over them — written once over the kind's tables. Quotes and orders keep
 * their own rules (publish, return, place order; statuses, phasing, pictures) and call this for the rest.
 */
export function createPricedDocument(tables: PricedDocumentTables) {
  return {
    tables,

    /** The lines in sequence order with the kind's own `fields` (the kind joins their tables). */
    selectLines<TFields extends SelectedFields>(db: DatabaseExecutor, documentId: number, fields: TFields) {
      return repository.selectLines(db, tables, documentId, fields);
    },

    /** The lines as a save plans them, in line order, with the kind's own `fields` (the kind joins their tables). */
    selectLineFacts<TFields extends SelectedFields>(
      db: DatabaseExecutor,
      documentId: number,
      fields: TFields,
    ) {
      return repository.selectLineFacts(db, tables, documentId, fields);
    },

    /** The lines (the kind's own query, run beside these) with their specs and alternates. */
    withSpecsAndAlternates<TLine extends { id: number }>(
      db: DatabaseExecutor,
      documentId: number,
      lines: Promise<readonly TLine[]>,
    ) {
      return repository.withSpecsAndAlternates(db, tables, documentId, lines);
    },

    findDiscounts(db: DatabaseExecutor, documentId: number) {
      return repository.findDiscounts(db, tables, documentId);
    },

    findTransportCosts(db: DatabaseExecutor, documentId: number) {
      return repository.findTransportCosts(db, tables, documentId);
    },

    findLineSpecIds(db: DatabaseExecutor, itemIds: readonly number[]) {
      return repository.findLineSpecIds(db, tables, itemIds);
    },

    /**
     * A save's line writes, in the caller's transaction, in this order: deletions (specs and alternates by cascade),
     * status moves, substitutes, the lines' sourcing (priced here, never taken from the client), the alternates of
     * the lines that sent them. A fixed number of statements whatever the line count.
     */
    async writeLines<
      TLine extends SentLine,
      TSubstitution extends SentSubstitution,
      TOriginal extends SubstitutedLine,
    >(db: DatabaseExecutor, documentId: number, writes: LineWrites<TLine, TSubstitution, TOriginal>) {
      const { plan, items } = writes;
      await repository.deleteLines(db, tables, documentId, [...plan.removed]);
      await repository.moveLines(db, tables, documentId, plan.moves);
      await repository.insertSubstitutes(
        db,
        tables,
        documentId,
        plan.substitutions.map((substitution) => {
          const { entry, original } = substitution;
          return {
            original,
            productId: entry.productId ?? original.productId,
            productSizeId: entry.productSizeId ?? original.productSizeId,
            quantity: entry.quantity ?? original.quantity,
            specIds: entry.specIds,
            sellerUnitPrice: entry.sellerUnitPrice,
            markupRate: entry.markupRate,
            buyerUnitPrice: entry.buyerUnitPrice,
            sellerContacted: entry.sellerContacted,
            columns: writes.substituteColumns(substitution),
          };
        }),
      );
      await repository.writeSourcing(
        db,
        tables,
        documentId,
        items.map((item) => ({
          id: item.id,
          quantity: writes.quantityOf(item.id),
          sellerUnitPrice: item.sellerUnitPrice,
          markupRate: item.markupRate,
          buyerUnitPrice: item.buyerUnitPrice,
          sellerContacted: item.sellerContacted,
          ...writes.sourcingColumns(item),
        })),
      );
      await repository.replaceAlternates(
        db,
        tables,
        items.flatMap((item) =>
          item.altItems === undefined ? [] : [{ itemId: item.id, altItems: item.altItems }],
        ),
      );
    },

    /** The document's discount and transport-cost lists, replaced by the ones sent. */
    replaceCharges(db: DatabaseExecutor, documentId: number, charges: repository.ChargesWrite) {
      return repository.replaceCharges(db, tables, documentId, charges);
    },

    /** Lines inserted at ids taken ahead, priced at their quantity (placing an order, phasing). */
    insertLines(db: DatabaseExecutor, documentId: number, lines: readonly repository.LineInsert[]) {
      return repository.insertLines(db, tables, documentId, lines);
    },

    /**
     * The specs and alternates of a document's lines (this kind's or another's) copied onto the lines they became
     * here, by from line → line (placing an order, a phase's split items).
     */
    copyLineDetails(
      db: DatabaseExecutor,
      source: { tables: PricedDocumentTables; documentId: number },
      lineOf: ReadonlyMap<number, number>,
    ) {
      return repository.copyLineDetails(db, source.tables, tables, source.documentId, lineOf);
    },

    /**
     * The specs and alternates of another document's lines copied onto the lines they became here (by from line →
     * line), and its discounts and these sellers' transport costs onto this document (placing an order).
     */
    async copyFrom(
      db: DatabaseExecutor,
      source: { tables: PricedDocumentTables; documentId: number },
      documentId: number,
      { lineOf, sellerIds }: { lineOf: ReadonlyMap<number, number>; sellerIds: readonly number[] },
    ) {
      await repository.copyLineDetails(db, source.tables, tables, source.documentId, lineOf);
      await repository.copyCharges(db, source, { tables, documentId }, sellerIds);
    },

    /** One page of the document's lines to import as alternates (importQuote). */
    importLines(db: DatabaseExecutor, documentId: number, request: repository.ImportPageRequest) {
      return repository.importLines(db, tables, documentId, request);
    },
  };
}

export const quoteDocument = createPricedDocument(QUOTE_DOCUMENT);
export const orderDocument = createPricedDocument(ORDER_DOCUMENT);

/** The line actions' table rows must each admit the actor's role (403 otherwise), whatever the kind. */
export function checkLineActionRoles(actor: Actor, transitions: readonly Transition[]) {
  for (const transition of transitions) {
    if (actor.roleId === null || !(transition.roles as readonly number[]).includes(actor.roleId)) {
      throw new AppError(ErrorCode.FORBIDDEN, MESSAGES.accessDenied);
    }
  }
}

/** Whether a line counts in the totals: not cancelled, not unavailable, not an original replaced by its substitute. */
export function isCounted(line: { readonly statusId: number }) {
  return COUNTED_ITEM_STATUS_IDS.includes(line.statusId);
}

/**
 * The terms a document is priced on (decisions 040, 041): the delivery province's total tax rate (0 when none is
 * set) and the buyer company's buyer fee (none when it has none), read through their modules.
 */
export async function findPricingTerms(
  db: DatabaseExecutor,
  { provinceId, buyerCompanyId }: { provinceId: number | null; buyerCompanyId: number },
): Promise<{ taxRatePercent: number; buyerFee: FeeTerms | null }> {
  const [taxRatePercent, buyerFee] = await Promise.all([
    findProvinceTaxRate(db, provinceId),
    findBuyerFee(db, buyerCompanyId),
  ]);
  return { taxRatePercent, buyerFee };
}
