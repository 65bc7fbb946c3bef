import { describe, expect, it } from 'vitest';
import {
  subOrderDaysIssues,
  subOrderNumberOfSearch,
  subOrderPartyFilterQuerySchema,
  subOrderRowQuerySchema,
  subOrderRowUpdateSchema,
  subOrderTimelineDays,
} from './sub-order-dashboard';

const noDays = { pickDateFrom: null, pickDateTo: null, deliveryDateFrom: null, deliveryDateTo: null };

describe('subOrderNumberOfSearch (decision 166)', () => {
  it('reads an order number, a phase and a sub-order, with or without the prefix', () => {
    expect(subOrderNumberOfSearch('OR-10001')).toEqual({ orderNumber: 10001 });
    expect(subOrderNumberOfSearch(' or10001-p2 ')).toEqual({ orderNumber: 10001, phaseNumber: 2 });
    // A sub-order number without a phase is the placed order's (phase 1).
    expect(subOrderNumberOfSearch('OR-10001-S3')).toEqual({
      orderNumber: 10001,
      phaseNumber: 1,
      sequenceNumber: 3,
    });
    expect(subOrderNumberOfSearch('or-10001-p2-s1')).toEqual({
      orderNumber: 10001,
      phaseNumber: 2,
      sequenceNumber: 1,
    });
  });

  it('leaves any other text to the job and reference search', () => {
    for (const text of ['Parc Jarry', 'OR-', 'OR-10001-S2-P2', 'S2', '10001 Jarry', 'CQ-10001']) {
      expect(subOrderNumberOfSearch(text), text).toBeUndefined();
    }
  });
});

describe('subOrderTimelineDays: first pick day to last delivery day', () => {
  it('counts the days, the first delivery day standing in for a missing last one', () => {
    expect(subOrderTimelineDays(noDays)).toBeNull();
    expect(subOrderTimelineDays({ ...noDays, pickDateFrom: '2027-03-01' })).toBeNull();
    expect(subOrderTimelineDays({ ...noDays, deliveryDateFrom: '2027-03-01' })).toBeNull();
    expect(
      subOrderTimelineDays({ ...noDays, pickDateFrom: '2027-03-01', deliveryDateFrom: '2027-03-01' }),
    ).toBe(0);
    expect(
      subOrderTimelineDays({
        pickDateFrom: '2027-02-27',
        pickDateTo: '2027-02-28',
        deliveryDateFrom: '2027-03-01',
        deliveryDateTo: '2027-03-02',
      }),
    ).toBe(3);
    // Across the spring clock change and a year's end, whole days all the same.
    expect(
      subOrderTimelineDays({ ...noDays, pickDateFrom: '2027-03-13', deliveryDateFrom: '2027-03-15' }),
    ).toBe(2);
    expect(
      subOrderTimelineDays({ ...noDays, pickDateFrom: '2026-12-31', deliveryDateTo: '2027-01-01' }),
    ).toBe(1);
    expect(
      subOrderTimelineDays({
        ...noDays,
        pickDateFrom: '2026-12-31',
        deliveryDateFrom: '2026-12-31',
        deliveryDateTo: '2027-01-01',
      }),
    ).toBe(1);
  });
});

describe('subOrderTimelineDays: the calendar', () => {
  const timeline = (pickDateFrom: string, deliveryDateFrom: string) =>
    subOrderTimelineDays({ ...noDays, pickDateFrom, deliveryDateFrom });

  it('counts leap days as the Gregorian calendar has them', () => {
    expect(timeline('2028-02-28', '2028-03-01')).toBe(2);
    expect(timeline('2027-02-28', '2027-03-01')).toBe(1);
    expect(timeline('2000-02-28', '2000-03-01')).toBe(2);
    expect(timeline('2100-02-28', '2100-03-01')).toBe(1);
    expect(timeline('2027-03-02', '2027-03-01')).toBe(-1);
  });

  it('agrees with the days between the dates as JavaScript counts them, over three centuries', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = Date.UTC(1900, 0, 1);
    const span = Date.UTC(2200, 0, 1) - from;
    // A fixed sequence (no Math.random): the same 2,000 pairs every run.
    let seed = 17;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let pair = 0; pair < 2_000; pair += 1) {
      const first = from + Math.floor(next() * (span / DAY_MS)) * DAY_MS;
      const second = from + Math.floor(next() * (span / DAY_MS)) * DAY_MS;
      expect(timeline(dayText(first), dayText(second))).toBe(Math.round((second - first) / DAY_MS));
    }
  });
});

describe('subOrderDaysIssues', () => {
  it('accepts days in order and partial days', () => {
    expect(subOrderDaysIssues(noDays)).toEqual([]);
    expect(
      subOrderDaysIssues({
        pickDateFrom: '2027-03-01',
        pickDateTo: '2027-03-01',
        deliveryDateFrom: '2027-03-01',
        deliveryDateTo: '2027-03-04',
      }),
    ).toEqual([]);
    expect(
      subOrderDaysIssues({ ...noDays, pickDateTo: '2027-01-01', deliveryDateFrom: '2026-01-01' }),
    ).toEqual([]);
  });

  it('names each day out of order', () => {
    expect(
      subOrderDaysIssues({
        pickDateFrom: '2027-03-05',
        pickDateTo: '2027-03-04',
        deliveryDateFrom: '2027-03-01',
        deliveryDateTo: '2027-02-28',
      }).map((issue) => issue.field),
    ).toEqual(['pickDateTo', 'deliveryDateTo', 'deliveryDateFrom']);
  });
});

describe('the schemas', () => {
  it('default the list to the newest job first and refuse a sort no index backs', () => {
    expect(subOrderRowQuerySchema.parse({})).toMatchObject({
      page: 1,
      size: 25,
      sortField: 'subOrderNumber',
      sortOrder: 'desc',
    });
    for (const query of [
      { sortField: 'jobName' },
      { sortField: 'inventoryStatusId' },
      { statusId: '9' },
      { deliveryStatusId: '0' },
    ]) {
      expect(subOrderRowQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(subOrderRowQuerySchema.parse({ sellerCompanyId: '12', deliveryStatusId: '3' })).toMatchObject({
      sellerCompanyId: 12,
      deliveryStatusId: 3,
    });
  });

  it('bound the party pickers', () => {
    expect(subOrderPartyFilterQuerySchema.parse({})).toEqual({ size: 50 });
    expect(subOrderPartyFilterQuerySchema.safeParse({ size: '51' }).success).toBe(false);
  });

  it('take an inline edit of one or more cells; an emptied cell is null; nothing else', () => {
    expect(subOrderRowUpdateSchema.parse({ comment: 'Gate code 1234' })).toEqual({
      comment: 'Gate code 1234',
    });
    expect(subOrderRowUpdateSchema.parse({ comment: '   ', pickDateFrom: '' })).toEqual({
      comment: null,
      pickDateFrom: null,
    });
    expect(subOrderRowUpdateSchema.parse({ deliveryDateTo: '2028-02-29' })).toEqual({
      deliveryDateTo: '2028-02-29',
    });
    for (const body of [
      {},
      { pickDateFrom: '2027-02-29' },
      { billed: true },
      { comment: 'x'.repeat(2001) },
    ]) {
      expect(subOrderRowUpdateSchema.safeParse(body).success, JSON.stringify(body).slice(0, 30)).toBe(false);
    }
  });
});
