import { describe, expect, it } from 'vitest';
import { orderDashQuerySchema, orderGroupSummaryQuerySchema, orderNumberOfSearch } from './order-dashboard';

describe('orderNumberOfSearch (decision 160)', () => {
  it('reads an order number with or without its prefix, and a phase', () => {
    expect(orderNumberOfSearch('OR-10001')).toEqual({ orderNumber: 10001 });
    expect(orderNumberOfSearch(' or10001 ')).toEqual({ orderNumber: 10001 });
    expect(orderNumberOfSearch('10001')).toEqual({ orderNumber: 10001 });
    expect(orderNumberOfSearch('OR-10001-P2')).toEqual({ orderNumber: 10001, phaseNumber: 2 });
    expect(orderNumberOfSearch('or-10001-p12')).toEqual({ orderNumber: 10001, phaseNumber: 12 });
  });

  it('leaves any other text to the job and reference search', () => {
    for (const text of ['Parc Jarry', 'CQ-10001', 'OR-', 'OR-10001-S2', '10001 Jarry', 'P2', '1234567890']) {
      expect(orderNumberOfSearch(text), text).toBeUndefined();
    }
  });
});

describe('the dashboard queries', () => {
  it('default to the newest job first and refuse a sort no index backs or a status that does not exist', () => {
    expect(orderDashQuerySchema.parse({})).toMatchObject({
      page: 1,
      sortField: 'orderNumber',
      sortOrder: 'desc',
    });
    expect(orderDashQuerySchema.safeParse({ sortField: 'jobName' }).success).toBe(false);
    expect(orderDashQuerySchema.safeParse({ sortField: 'inventoryStatusId' }).success).toBe(false);
    expect(orderDashQuerySchema.safeParse({ statusId: '6' }).success).toBe(false);
    expect(orderDashQuerySchema.parse({ statusId: '7', inventoryStatusId: '5' })).toMatchObject({
      statusId: 7,
      inventoryStatusId: 5,
    });
  });

  it('keep the status out of the counts', () => {
    expect(orderGroupSummaryQuerySchema.parse({ statusId: '2', provinceId: '1' })).toEqual({ provinceId: 1 });
  });
});
