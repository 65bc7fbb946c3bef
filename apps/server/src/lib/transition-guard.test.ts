import { describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  DELETED,
  DeliveryStatus,
  ErrorCode,
  FlowEntity,
  MESSAGES,
  OrderStatus,
  QuoteReturnStatus,
  QuoteStatus,
  Role,
  StandardizedQuoteStatus,
  TRANSITIONS,
} from '@portal/contracts';
import { AppError } from './app-error';
import { guardTransition, type TransitionRequest } from './transition-guard';

const O = OrderStatus.ids;
const Q = QuoteStatus.ids;

function refusal(request: TransitionRequest): AppError {
  try {
    guardTransition(request);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the guard let the transition through');
}

const operations = Role.ids.OPERATIONS;

describe('guardTransition', () => {
  it('lets a transition of the table through and returns its row (the action to log)', () => {
    const row = guardTransition({
      entity: FlowEntity.ORDER,
      from: O.PENDING,
      to: O.WIP,
      roleId: operations,
      keys: ['order.moveToWip'],
    });
    expect(row.key).toBe('order.moveToWip');
    expect(row.actionId).toBe(ActionLogAction.ids.MOVE_TO_WIP);
    expect(
      guardTransition({
        entity: FlowEntity.ORDER_DELIVERY,
        from: DeliveryStatus.ids.DRAFT,
        to: DELETED,
        roleId: Role.ids.FINANCE,
        keys: ['orderDelivery.delete'],
      }).actionId,
    ).toBe(ActionLogAction.ids.DELETE);
  });

  it.each([
    ['New Order → Complete', O.PENDING, O.COMPLETE],
    ['Complete → WIP', O.COMPLETE, O.WIP],
    ['Cancelled → Waiting', O.CANCELLED, O.WAITING],
    ['an unknown status', 99, O.WIP],
    ['deleting an order', O.PENDING, DELETED],
  ])('refuses %s with 409 TRANSITION_REFUSED and the rule, not the outdated notice', (_name, from, to) => {
    const keys = TRANSITIONS.filter((row) => row.entity === FlowEntity.ORDER).map((row) => row.key);
    const error = refusal({ entity: FlowEntity.ORDER, from, to, roleId: Role.ids.SUPER_ADMIN, keys });
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe(ErrorCode.TRANSITION_REFUSED);
    expect(error.message).not.toBe(MESSAGES.outdatedRecord);
    expect(error.details.issues?.[0]).toEqual({ field: 'statusId', message: error.message });
  });

  it("refuses a change the table has when it is another call's row (a call names the rows it makes)", () => {
    // Cancelled → WIP is the table's reinstate: asked for by the move-back call, it is refused.
    const moveBack = { entity: FlowEntity.QUOTE, from: Q.CANCELLED, to: Q.WIP, roleId: operations } as const;
    expect(refusal({ ...moveBack, keys: ['quote.moveBackToWip', 'quote.moveBackToWipAndSave'] }).code).toBe(
      ErrorCode.TRANSITION_REFUSED,
    );
    expect(guardTransition({ ...moveBack, keys: ['quote.reinstate'] }).key).toBe('quote.reinstate');
  });

  it('refuses reinstating a Complete standardized quote: its move back to WIP is another call’s row', () => {
    const reinstate = {
      entity: FlowEntity.STANDARDIZED_QUOTE,
      from: StandardizedQuoteStatus.ids.COMPLETE,
      to: StandardizedQuoteStatus.ids.WIP,
      roleId: Role.ids.SUPER_ADMIN,
      keys: ['standardizedQuote.reinstate'],
    };
    expect(refusal(reinstate).message).toBe(
      'This standardized quote is Complete: it cannot be moved to WIP.',
    );
  });

  it('picks, among rows sharing from → to, the call’s own row that the facts allow', () => {
    const back = {
      entity: FlowEntity.QUOTE,
      from: Q.COMPLETE,
      to: Q.WIP,
      roleId: operations,
      keys: ['quote.moveBackToWip', 'quote.moveBackToWipAndSave'],
    };
    const returned = { quoteReturnStatusId: QuoteReturnStatus.ids.RETURNED };
    const pending = { quoteReturnStatusId: QuoteReturnStatus.ids.PENDING };
    expect(guardTransition({ ...back, facts: returned }).key).toBe('quote.moveBackToWip');
    expect(guardTransition({ ...back, facts: pending }).key).toBe('quote.moveBackToWipAndSave');
    expect(refusal({ ...back, keys: ['quote.moveBackToWip'], facts: pending }).code).toBe(
      ErrorCode.TRANSITION_REFUSED,
    );
  });

  it('names the statuses in the detail', () => {
    const error = refusal({
      entity: FlowEntity.ORDER,
      from: O.PENDING,
      to: O.COMPLETE,
      roleId: operations,
      keys: ['order.complete'],
    });
    expect(error.details.issues?.[0]?.message).toBe(
      'This order is New Order: it cannot be moved to Complete.',
    );
  });

  it('refuses a conditional transition whose facts do not hold, or are not given', () => {
    const placeOrder = {
      entity: FlowEntity.QUOTE,
      from: Q.COMPLETE,
      to: Q.PROCESSED,
      roleId: operations,
      keys: ['quote.placeOrder'],
    };
    expect(refusal(placeOrder).statusCode).toBe(409);
    expect(
      refusal({ ...placeOrder, facts: { quoteReturnStatusId: QuoteReturnStatus.ids.PENDING } }).statusCode,
    ).toBe(409);
    expect(
      guardTransition({ ...placeOrder, facts: { quoteReturnStatusId: QuoteReturnStatus.ids.RETURNED } }).key,
    ).toBe('quote.placeOrder');
  });

  it('refuses a role the row does not list with 403', () => {
    const error = refusal({
      entity: FlowEntity.ORDER,
      from: O.PENDING,
      to: O.WIP,
      roleId: Role.ids.BUYER,
      keys: ['order.moveToWip'],
    });
    expect(error.statusCode).toBe(403);
    expect(error.code).toBe(ErrorCode.FORBIDDEN);
  });
});
