import {
  buyerUnitPriceFromMarkup,
  DELETED,
  FLOW_ENTITY_NAMES,
  findAvailableTransition,
  flowStatusLabel,
  ItemStatus,
  markupFromBuyerUnitPrice,
  toCents,
  transitionRefusedDetail,
  type FieldIssue,
  type FlowEntity,
  type Transition,
  MESSAGES,
} from '@portal/contracts';

/**
 * The line actions of a construction save (decision 153), shared by the quote's and the order's (spec 001 §4 'The
 * same applies to order items'): deletions, substitutions, reverts and status moves, each checked against the
 * transitions table's item rows. Moved here from the quote service when the order save needed the same rules
 * (issue 15), so both workspaces refuse and allow exactly the same moves.
 */

/** A save's refusals of its line actions, one catalogue entry each (a quote's lines, an order's items; decision 199). */
interface LineActionMessages {
  readonly unknown: string;
  readonly unknownOrTwice: string;
  readonly otherAction: string;
  readonly deletedBySave: string;
  readonly originalTaken: string;
  readonly originalKeepsValues: string;
}
const QUOTE_LINE_MESSAGES: LineActionMessages = {
  unknown: MESSAGES.quoteLineUnknown,
  unknownOrTwice: MESSAGES.quoteLineUnknownOrTwice,
  otherAction: MESSAGES.quoteLineOtherAction,
  deletedBySave: MESSAGES.quoteLineDeletedBySave,
  originalTaken: MESSAGES.quoteOriginalOtherAction,
  originalKeepsValues: MESSAGES.quoteOriginalKeepsValues,
};
const ORDER_ITEM_MESSAGES: LineActionMessages = {
  unknown: MESSAGES.phasingUnknownItem,
  unknownOrTwice: MESSAGES.orderItemUnknownOrTwice,
  otherAction: MESSAGES.orderItemOtherAction,
  deletedBySave: MESSAGES.orderItemDeletedBySave,
  originalTaken: MESSAGES.orderOriginalOtherAction,
  originalKeepsValues: MESSAGES.orderOriginalKeepsValues,
};

/** A saved line as the plan needs it. */
export interface PlannedLine {
  readonly id: number;
  readonly statusId: number;
  readonly replacesItemId: number | null;
}

/** The parts of a save that act on lines. */
export interface LineActionsRequest<TItem extends { id: number; statusId?: number }, TSubstitution> {
  readonly items: readonly TItem[];
  readonly deletedItemIds: readonly number[];
  readonly substitutions: readonly (TSubstitution & { itemId: number })[];
  readonly revertedItemIds: readonly number[];
}

/** What differs between the quote's lines and the order's items. */
export interface LineActionRules<TLine, TItem> {
  readonly entity: typeof FlowEntity.QUOTE_ITEM | typeof FlowEntity.ORDER_ITEM;
  /** The quote's or order's status (the table's item rows may depend on it). */
  readonly parentStatusId: number;
  /** How messages name a line and its parent: 'line' of a 'quote', 'item' of an 'order'. */
  readonly words: { readonly line: string; readonly parent: string };
  /** Whether the line as sent has what a complete line needs. */
  readonly isSourced: (item: TItem) => boolean;
  /** The message when a complete line would lose it. */
  readonly incompleteSourcing: string;
  /** Whether the line as sent changes the saved sourcing (an original keeps the values it had). */
  readonly sourcingDiffers: (line: TLine, item: TItem) => boolean;
}

/** What a save does to the lines, once every action is checked against the transitions table. */
export interface LinePlan<TLine, TSubstitution> {
  /** Lines deleted: deletions with their pair, reverted substitutes, substitutes replaced or made pointless. */
  readonly removed: ReadonlySet<number>;
  /** Lines whose status changes, to the new status. */
  readonly moves: ReadonlyMap<number, number>;
  readonly substitutions: ReadonlyArray<{ entry: TSubstitution; original: TLine }>;
  /** The table rows used, for the role check and the action log. */
  readonly transitions: readonly Transition[];
}

/**
 * Checks the save's line actions against spec 001 §4 through the transitions table and plans them (decision 153).
 * A substitute and the original it replaces are one requested line: deleting either deletes both; reverting the
 * substitute deletes it and gives the original back to construction. Each line takes one action per save. Any
 * move the table does not offer is refused with a 400 naming the field, whatever the client sent.
 */
export function planLineActions<
  TLine extends PlannedLine,
  TItem extends { id: number; statusId?: number },
  TSubstitution extends { itemId: number },
>(
  body: LineActionsRequest<TItem, TSubstitution>,
  lines: readonly TLine[],
  rules: LineActionRules<TLine, TItem>,
): { plan: LinePlan<TLine, TSubstitution>; issues: FieldIssue[] } {
  const { entity, words } = rules;
  const rowKey = (action: string) => `${entity}.${action}`;
  // Substituting and reverting are actions of their own (they add or remove a line), so the table's rows to
  // substituted and original are not reachable through a line's statusId.
  const statusMoveKeys = new Set(['markUnavailable', 'markAvailable', 'complete', 'reopen'].map(rowKey));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const substitutesOf = groupBy(
    lines.filter((line) => line.replacesItemId !== null),
    (line) => line.replacesItemId,
  );
  const facts = { parentStatusId: rules.parentStatusId };
  const issues: FieldIssue[] = [];
  const transitions: Transition[] = [];
  const removed = new Set<number>();
  const moves = new Map<number, number>();
  const substitutions: Array<{ entry: TSubstitution; original: TLine }> = [];
  const claimed = new Set<number>();
  const said = words.parent === 'order' ? ORDER_ITEM_MESSAGES : QUOTE_LINE_MESSAGES;
  const otherAction = said.otherAction;
  const deletedBySave = said.deletedBySave;
  const originalTaken = said.originalTaken;

  const row = (from: number, to: number | null, key?: string) => {
    const found = findAvailableTransition(entity, from, to, facts);
    return found && (key === undefined || found.key === rowKey(key)) ? found : undefined;
  };
  const refusedMove = (from: number, to: number | null) =>
    transitionRefusedDetail(
      FLOW_ENTITY_NAMES[entity],
      flowStatusLabel(entity, from),
      flowStatusLabel(entity, to),
    );
  /** The line an action names, if it is this record's, still there, and not already taken by another action. */
  const claim = (id: number, field: string): TLine | undefined => {
    const line = byId.get(id);
    if (!line) {
      issues.push({ field, message: said.unknown });
    } else if (removed.has(id)) {
      issues.push({ field, message: deletedBySave });
    } else if (claimed.has(id)) {
      issues.push({ field, message: otherAction });
    } else {
      claimed.add(id);
      return line;
    }
    return undefined;
  };
  /** A line's substitutes go with it when nothing is left for them to replace. */
  const removeSubstitutesOf = (line: TLine, field: string, actionLineId = line.id) => {
    for (const substitute of substitutesOf.get(line.id) ?? []) {
      if (substitute.id !== actionLineId && claimed.has(substitute.id)) {
        issues.push({ field, message: MESSAGES.substituteOtherAction });
      }
      removed.add(substitute.id);
    }
  };

  body.deletedItemIds.forEach((id, index) => {
    const field = `deletedItemIds.${index}`;
    // Both halves of a substituted line selected for deletion: the first took the second with it.
    if (removed.has(id)) return;
    const line = claim(id, field);
    if (!line) return;
    const deletion = row(line.statusId, DELETED);
    if (!deletion) {
      issues.push({ field, message: refusedMove(line.statusId, DELETED) });
      return;
    }
    transitions.push(deletion);
    removed.add(line.id);
    removeSubstitutesOf(line, field);
    const original = line.replacesItemId === null ? undefined : byId.get(line.replacesItemId);
    if (original) {
      if (claimed.has(original.id)) issues.push({ field, message: originalTaken });
      removed.add(original.id);
      removeSubstitutesOf(original, field, line.id);
    }
  });

  body.revertedItemIds.forEach((id, index) => {
    const field = `revertedItemIds.${index}`;
    const line = claim(id, field);
    if (!line) return;
    const revert = row(line.statusId, ItemStatus.ids.ORIGINAL, 'revertToOriginal');
    if (!revert) {
      issues.push({ field, message: refusedMove(line.statusId, ItemStatus.ids.ORIGINAL) });
      return;
    }
    transitions.push(revert);
    removed.add(line.id);
    const original = line.replacesItemId === null ? undefined : byId.get(line.replacesItemId);
    if (!original) return;
    if (claimed.has(original.id) || removed.has(original.id)) {
      issues.push({ field, message: originalTaken });
      return;
    }
    claimed.add(original.id);
    const restore = row(original.statusId, ItemStatus.ids.WIP, 'restoreOriginal');
    if (!restore) {
      issues.push({ field, message: refusedMove(original.statusId, ItemStatus.ids.WIP) });
      return;
    }
    transitions.push(restore);
    moves.set(original.id, ItemStatus.ids.WIP);
  });

  body.substitutions.forEach((entry, index) => {
    const field = `substitutions.${index}.itemId`;
    const line = claim(entry.itemId, field);
    if (!line) return;
    const substitute = row(line.statusId, ItemStatus.ids.SUBSTITUTED, 'markSubstituted');
    if (!substitute) {
      issues.push({ field, message: refusedMove(line.statusId, ItemStatus.ids.SUBSTITUTED) });
      return;
    }
    transitions.push(substitute);
    if (line.statusId === ItemStatus.ids.ORIGINAL) {
      // Substituted again: the new substitute takes the place of the one it had.
      removeSubstitutesOf(line, field);
    } else {
      const keep = row(line.statusId, ItemStatus.ids.ORIGINAL, 'keepAsOriginal');
      if (!keep) {
        issues.push({ field, message: refusedMove(line.statusId, ItemStatus.ids.ORIGINAL) });
        return;
      }
      transitions.push(keep);
      moves.set(line.id, ItemStatus.ids.ORIGINAL);
    }
    substitutions.push({ entry, original: line });
  });

  const seen = new Set<number>();
  body.items.forEach((item, index) => {
    const line = byId.get(item.id);
    if (!line || seen.has(item.id)) {
      issues.push({
        field: `items.${index}.id`,
        message: said.unknownOrTwice,
      });
      return;
    }
    seen.add(item.id);
    if (removed.has(item.id)) {
      issues.push({ field: `items.${index}.id`, message: deletedBySave });
      return;
    }
    if (
      line.statusId === ItemStatus.ids.ORIGINAL &&
      !moves.has(line.id) &&
      rules.sourcingDiffers(line, item)
    ) {
      issues.push({
        field: `items.${index}.id`,
        message: said.originalKeepsValues,
      });
    }
    const field = `items.${index}.statusId`;
    if (item.statusId === undefined || item.statusId === line.statusId) {
      // A complete line stays sourced: clearing its seller or a price needs a move back to WIP first (§5).
      if (line.statusId === ItemStatus.ids.COMPLETE && !moves.has(line.id) && !rules.isSourced(item)) {
        issues.push({ field, message: rules.incompleteSourcing });
      }
      return;
    }
    if (claimed.has(line.id)) {
      issues.push({ field, message: otherAction });
      return;
    }
    const move = row(line.statusId, item.statusId);
    if (!move || !statusMoveKeys.has(move.key)) {
      issues.push({ field, message: refusedMove(line.statusId, item.statusId) });
      return;
    }
    if (item.statusId === ItemStatus.ids.COMPLETE && !rules.isSourced(item)) {
      issues.push({ field, message: rules.incompleteSourcing });
      return;
    }
    claimed.add(line.id);
    transitions.push(move);
    moves.set(line.id, item.statusId);
    // An original marked unavailable: no substitute stands for a line that cannot be supplied.
    if (line.statusId === ItemStatus.ids.ORIGINAL) removeSubstitutesOf(line, field);
  });

  return { plan: { removed, moves, substitutions, transitions }, issues };
}

/** The plan's line actions by the table's row, counted ('orderItem.markUnavailable': 2 …), for the action log. */
export function countLineActions(transitions: readonly Transition[]): Record<string, number> {
  return Object.fromEntries(
    [...groupBy(transitions, (transition) => transition.key)].map(([key, rows]) => [key, rows.length]),
  );
}

export interface UnitPrices {
  readonly sellerUnitPrice: number | null;
  readonly markupRate: number | null;
  readonly buyerUnitPrice: number | null;
}

/**
 * A line's unit prices and markup as stored (decision 148): with both unit prices the markup is what they make;
 * with a seller price and a markup the buyer price follows; anything else is kept as sent.
 *
 * A markup sent with both prices is kept when it still makes that buyer price to the cent (decision 202): a quote
 * priced at 35 % keeps 35 through every save and onto its order, where the prices it rounded to would make
 * 35.034. Only a price changed by hand makes the markup the one the prices make.
 */
export function resolvePrices(line: UnitPrices): UnitPrices {
  const { sellerUnitPrice, markupRate, buyerUnitPrice } = line;
  if (sellerUnitPrice !== null && buyerUnitPrice !== null) {
    const keepsMarkup =
      markupRate !== null &&
      toCents(buyerUnitPriceFromMarkup(sellerUnitPrice, markupRate)) === toCents(buyerUnitPrice);
    return {
      sellerUnitPrice,
      buyerUnitPrice,
      markupRate: keepsMarkup
        ? markupRate
        : (markupFromBuyerUnitPrice(sellerUnitPrice, buyerUnitPrice) ?? markupRate),
    };
  }
  if (sellerUnitPrice !== null && markupRate !== null) {
    return {
      sellerUnitPrice,
      markupRate,
      buyerUnitPrice: buyerUnitPriceFromMarkup(sellerUnitPrice, markupRate),
    };
  }
  return { sellerUnitPrice, markupRate, buyerUnitPrice };
}

export function groupBy<T, K>(entries: readonly T[], keyOf: (entry: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}
