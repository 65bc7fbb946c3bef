import { describe, expect, it } from 'vitest';
import { InventoryStatus } from '../enumerations';
import { formatOrderNumber, formatSubOrderNumber, inventoryStatusOf } from './orders';

const ids = InventoryStatus.ids;

describe('order numbers (decision 151)', () => {
  it('shows the job number with OR, and a later phase with its number', () => {
    expect(formatOrderNumber(10_001)).toBe('OR-10001');
    expect(formatOrderNumber(10_001, 1)).toBe('OR-10001');
    expect(formatOrderNumber(10_001, 2)).toBe('OR-10001-P2');
    expect(formatSubOrderNumber(10_001, 1, 3)).toBe('OR-10001-S3');
    expect(formatSubOrderNumber(10_001, 2, 1)).toBe('OR-10001-P2-S1');
  });
});

describe('inventory status roll-up (spec 001 §4 ids; decision 151)', () => {
  it.each([
    // items, contacted, secured → status
    [0, 0, 0, ids.NOT_CONTACTED],
    [3, 0, 0, ids.NOT_CONTACTED],
    [3, 1, 0, ids.PARTIALLY_CONTACTED],
    [3, 3, 0, ids.SELLER_CONTACTED],
    [3, 1, 1, ids.PARTIALLY_SECURED],
    [3, 3, 2, ids.PARTIALLY_SECURED],
    [3, 3, 3, ids.INVENTORY_SECURED],
    // A secured item was contacted even when its contacted box was left empty.
    [2, 0, 2, ids.INVENTORY_SECURED],
    [1, 1, 0, ids.SELLER_CONTACTED],
  ])('%s items, %s contacted, %s secured → status %s', (itemCount, contactedCount, securedCount, status) => {
    expect(inventoryStatusOf({ itemCount, contactedCount, securedCount })).toBe(status);
  });
});
