/**
 * POST orderPhase (spec 001 §7; §3 phasing data types newPhase and balancePhase; §4 and §5 phasing rules): splits
 * an order in two — the items and quantities chosen become a new phase of the order ('OR-10001-P2'), the balance
 * stays in the original order; the charges are shared by `planOrderPhase` (order-phasing.ts). Decision 171.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PhasingIssue } from '../order-phasing';
import { MAX_QUANTITY, withQuantityDecimals } from './fields';
import { orderRecordSchema } from './orders';
import { QUOTE_REQUEST_MAX_LINES } from './quotes';

const referenceId = z.number().int().positive();

/**
 * A quantity moved to the new phase: three decimals as stored. Null (not entered) passes the schema so the answer
 * is the spec's own message (§5 'Phasing requires all selected items to have quantities') on that item.
 */
const phaseQuantity = withQuantityDecimals(z.number().max(MAX_QUANTITY)).nullable();

/**
 * The request (the order's version travels in the x-record-version header, as every versioned write's): the order
 * and, as `newPhase`, the items chosen for the new phase with the quantity each moves. What is not chosen, and
 * what is left of an item chosen in part, is the balance phase.
 */
export const orderPhaseSchema = z.object({
  id: referenceId,
  newPhase: z.object({
    items: z
      .array(z.object({ id: referenceId, quantity: phaseQuantity }))
      .min(1, { message: 'Choose at least one item for the new phase.' })
      .max(QUOTE_REQUEST_MAX_LINES)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        message: 'An item is listed twice.',
      }),
  }),
});
export type OrderPhaseRequest = z.input<typeof orderPhaseSchema>;

/** The answer: both orders as GET order/{id} reads them after the split. */
export const orderPhaseResultSchema = z.object({
  newPhase: orderRecordSchema,
  balancePhase: orderRecordSchema,
});
export type OrderPhaseResult = z.infer<typeof orderPhaseResultSchema>;

/** The server's words for each phasing problem (spec 001 §8 and decision 171), from the message catalogue. */
export const PHASING_ISSUE_MESSAGES: Record<PhasingIssue, string> = {
  [PhasingIssue.QUANTITY_NOT_SET]: MESSAGES.phasingQuantityNotSet,
  [PhasingIssue.QUANTITY_TOO_LARGE]: MESSAGES.phasingQuantityTooLarge,
  [PhasingIssue.ITEM_NOT_PHASEABLE]: MESSAGES.phasingItemNotPhaseable,
  [PhasingIssue.UNKNOWN_ITEM]: MESSAGES.phasingUnknownItem,
  [PhasingIssue.NOTHING_REMAINS]: MESSAGES.phasingNothingRemains,
};
