// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FlowEntity, ItemStatus, OrderStatus, type AltItem } from '@portal/contracts';
import { useLineItemRows } from '../grid';
import { createTestQueryClient, providersFor, setUpComponentTests } from '../../test/render';
import { signInAs, SignedIn } from '../../test/session';
import { constructionLineOf, type ConstructionLine } from './priced-lines';
import { testAltItem, testServedLine } from './test-construction';
import { useLineMoves } from './use-line-moves';

setUpComponentTests();

const I = ItemStatus.ids;
type TestRow = ConstructionLine<AltItem>;

function testRow(id: number, overrides: Partial<TestRow>): TestRow {
  return {
    ...constructionLineOf({ ...testServedLine(id), sellerUnitPrice: 10, markupRate: 30, buyerUnitPrice: 13 }),
    sellerCompany: { id: 31, name: 'Pépinière Charlevoix' },
    ...overrides,
  };
}

// A WIP item with a substitute chosen, a substituted one, an unavailable one.
const ROWS = [
  testRow(1, { substitute: testAltItem() }),
  testRow(2, { statusId: I.SUBSTITUTED }),
  testRow(3, { statusId: I.UNAVAILABLE }),
];

function useOrderItemMoves() {
  const model = useLineItemRows<TestRow>({ rows: ROWS, getRowKey: (row) => row.id, resetKey: 1 });
  const moves = useLineMoves({
    entity: FlowEntity.ORDER_ITEM,
    parentStatusId: OrderStatus.ids.WIP,
    area: 'orderConstruction',
    model,
  });
  return { model, moves };
}

function renderMoves() {
  const Providers = providersFor(createTestQueryClient());
  return renderHook(useOrderItemMoves, {
    wrapper: ({ children }: { readonly children: ReactNode }) => (
      <Providers>
        <MemoryRouter>
          <SignedIn>{children}</SignedIn>
        </MemoryRouter>
      </Providers>
    ),
  });
}

beforeEach(() => signInAs());

describe('useLineMoves', () => {
  it("offers each line the transitions table's moves from its status, after cancelling a chosen substitute", () => {
    const { result } = renderMoves();
    const labels = (key: string) =>
      result.current.moves.menuItems(result.current.model.getEntry(key)).map((item) => item.label);
    expect(labels('1')).toEqual(['Cancel Substitution', 'Mark Unavailable']);
    expect(labels('2')).toEqual(['Revert to Original']);
    expect(labels('3')).toEqual(['Mark Available']);

    const cancel = result.current.moves.menuItems(result.current.model.getEntry('1'))[0];
    act(() => cancel?.onSelect?.());
    expect(result.current.model.getEntry('1').current.substitute).toBeNull();
  });

  it('moves only the selected lines the table lets move, and is off when none may', () => {
    const { result } = renderMoves();
    const markUnavailable = result.current.moves.bulkMove(I.UNAVAILABLE);
    const entries = (keys: string[]) => keys.map((key) => result.current.model.getEntry(key));
    expect(markUnavailable.label).toBe('Mark Unavailable');
    expect(markUnavailable.isEnabled?.(entries(['2', '3']))).toBe(false);
    expect(markUnavailable.isEnabled?.(entries(['1', '2']))).toBe(true);

    act(() =>
      markUnavailable.run({ entries: entries(['1', '2']), keys: ['1', '2'], model: result.current.model }),
    );
    expect(result.current.model.getEntry('1').current.statusId).toBe(I.UNAVAILABLE);
    expect(result.current.model.getEntry('2').current.statusId).toBe(I.SUBSTITUTED);
  });
});
