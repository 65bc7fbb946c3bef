import { eq, sql } from 'drizzle-orm';
import {
  ActionLogType,
  COUNTED_ITEM_STATUS_IDS,
  ErrorCode,
  FlowEntity,
  formatQuoteNumber,
  MESSAGES,
  QuoteReturnStatus,
  QuoteStatus,
  type ConstructedQuote,
  type FieldIssue,
  type recordQuoteReturnSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { quote, quoteItem } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import { changeStatus, guardTransition } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned } from '../../lib/versioned-write';

const SUBJECT = 'Quote';
type ReturnValues = z.output<typeof recordQuoteReturnSchema>;

/**
 * The buyer's return of a published quote (issue 14; spec 001 §4 quote return pending → returned; decision 152):
 * which lines the buyer accepted and at which quantity, recorded by staff. Placing the order reads it.
 */
export function createQuoteReturnService({
  runUnitOfWork,
  readQuote,
}: {
  runUnitOfWork: RunUnitOfWork;
  readQuote: (id: number) => Promise<ConstructedQuote>;
}) {
  /**
   * PUT quoteReturn (version header): only a published quote (complete) whose return is pending. Every line that
   * was offered gets its accepted quantity (0 when not accepted); the others keep none. One transaction, logged
   * through the transitions table's row (quoteReturn.return), the change published after commit.
   */
  async function record(actor: Actor, body: ReturnValues, version: number): Promise<ConstructedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockVersioned(unit.tx, quote, { id: body.id, version, subject: SUBJECT });
      // A cancelled quote keeps its return status: the quote's own status says whether it is still published.
      if (current.statusId !== QuoteStatus.ids.COMPLETE) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotPublished);
      }
      // Refuse an already returned (or withdrawn) return before looking at the lines: 409 with the table's detail.
      guardTransition({
        entity: FlowEntity.QUOTE_RETURN,
        from: current.returnStatusId,
        to: QuoteReturnStatus.ids.RETURNED,
        roleId: actor.roleId,
        keys: ['quoteReturn.return'],
      });
      const lines = await unit.tx
        .select({ id: quoteItem.id, quantity: quoteItem.quantity, statusId: quoteItem.statusId })
        .from(quoteItem)
        .where(eq(quoteItem.quoteId, body.id));
      const byId = new Map(lines.map((line) => [line.id, line]));
      const issues: FieldIssue[] = [];
      body.items.forEach((item, index) => {
        const line = byId.get(item.id);
        if (!line) {
          issues.push({ field: `items.${index}.id`, message: MESSAGES.quoteLineUnknown });
          return;
        }
        if (item.acceptedQuantity === 0) return;
        if (!COUNTED_ITEM_STATUS_IDS.includes(line.statusId)) {
          issues.push({ field: `items.${index}.acceptedQuantity`, message: MESSAGES.lineNotOffered });
        } else if (item.acceptedQuantity > line.quantity) {
          issues.push({ field: `items.${index}.acceptedQuantity`, message: MESSAGES.acceptedMoreThanQuoted });
        }
      });
      if (issues.length > 0) throw invalidFields(issues);

      // Offered lines start at 0 (not accepted), the others at none; then the accepted quantities, 500 a statement.
      await unit.tx
        .update(quoteItem)
        .set({
          acceptedQuantity: sql`case when ${quoteItem.statusId} in (${sql.join(
            COUNTED_ITEM_STATUS_IDS.map((statusId) => sql`${statusId}`),
            sql`, `,
          )}) then 0 else null end`,
          updatedAt: new Date(),
        })
        .where(eq(quoteItem.quoteId, body.id));
      const accepted = body.items.filter((item) => item.acceptedQuantity > 0);
      for (let start = 0; start < accepted.length; start += 500) {
        const values = accepted
          .slice(start, start + 500)
          .map((item) => sql`(${item.id}::bigint, ${item.acceptedQuantity}::numeric)`);
        await unit.tx.execute(sql`update ${quoteItem} as item set accepted_quantity = v.accepted_quantity
          from (values ${sql.join(values, sql`, `)}) as v(id, accepted_quantity)
          where item.id = v.id and item.quote_id = ${body.id}`);
      }
      await changeStatus(unit, {
        table: quote,
        statusColumn: quote.returnStatusId,
        entity: FlowEntity.QUOTE_RETURN,
        id: body.id,
        to: QuoteReturnStatus.ids.RETURNED,
        version,
        roleId: actor.roleId,
        keys: ['quoteReturn.return'],
        subject: SUBJECT,
        recordType: ActionLogType.ids.QUOTE,
        recordNumber: formatQuoteNumber('CQ', current.quoteNumber),
        values: { returnedAt: new Date(), updatedAt: new Date() },
      });
    });
    return readQuote(body.id);
  }

  return { record };
}

export type QuoteReturnService = ReturnType<typeof createQuoteReturnService>;
