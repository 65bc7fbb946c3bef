import { describe, expect, it } from 'vitest';
import { altItemInputSchema } from './api/priced-document';
import { saveStandardizationSchema } from './api/quotes';
import * as constants from './constants';
import { Country, Province } from './enumerations';
import { listQuerySchema } from './list-query';
import { MESSAGES } from './messages';

/**
 * What the business constants do (spec 000 §9, 001 §9), not what they are: each limit is tried where a schema
 * applies it, and the timings and sizes are checked against each other. Their values are the spec's; a test that
 * restated them would only copy this file (issue 37).
 */

const list = listQuerySchema({
  sortFields: ['name'] as const,
  defaultSort: { field: 'name', order: 'asc' },
});

const specIds = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the limits the schemas apply', () => {
  it('pages a list by DEFAULT_PAGE_SIZE unless asked, and refuses a page larger than MAX_PAGE_SIZE', () => {
    expect(list.parse({}).size).toBe(constants.DEFAULT_PAGE_SIZE);
    expect(list.safeParse({ size: constants.MAX_PAGE_SIZE }).success).toBe(true);
    const tooLarge = list.safeParse({ size: constants.MAX_PAGE_SIZE + 1 });
    expect(tooLarge.error?.issues.map((issue) => issue.path)).toEqual([['size']]);
  });

  it('offers only page sizes a list serves, the default among the table options', () => {
    const offered = [...constants.TABLE_PAGE_SIZE_OPTIONS, ...constants.WORKSPACE_PAGE_SIZE_OPTIONS];
    for (const size of offered) expect(list.safeParse({ size }).success).toBe(true);
    expect(constants.TABLE_PAGE_SIZE_OPTIONS).toContain(constants.DEFAULT_PAGE_SIZE);
    for (const options of [constants.TABLE_PAGE_SIZE_OPTIONS, constants.WORKSPACE_PAGE_SIZE_OPTIONS]) {
      expect([...options]).toEqual([...options].sort((left, right) => left - right));
    }
  });

  it('takes MAX_SPECS_PER_PRODUCT_ITEM specs on a line and refuses one more with the spec-limit message', () => {
    const line = (count: number) => ({
      id: 1,
      action: 'save',
      items: [{ sequenceNumber: 1, productId: 1, productSizeId: 2, quantity: 1, specIds: specIds(count) }],
    });
    expect(saveStandardizationSchema.safeParse(line(constants.MAX_SPECS_PER_PRODUCT_ITEM)).success).toBe(
      true,
    );
    const refused = saveStandardizationSchema.safeParse(line(constants.MAX_SPECS_PER_PRODUCT_ITEM + 1));
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.maxSpecsReached]);

    expect(
      altItemInputSchema.safeParse({ specIds: specIds(constants.MAX_SPECS_PER_PRODUCT_ITEM) }).success,
    ).toBe(true);
    const alternate = altItemInputSchema.safeParse({
      specIds: specIds(constants.MAX_SPECS_PER_PRODUCT_ITEM + 1),
    });
    expect(alternate.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.maxSpecsReached]);
  });

  it('lets the workspace hold far more specs than one line may carry', () => {
    expect(constants.WORKSPACE_SPEC_LIMIT).toBeGreaterThan(constants.MAX_SPECS_PER_PRODUCT_ITEM);
  });

  it('caps an upload at 20 MB', () => {
    expect([20_000_000, 20 * 1024 * 1024]).toContain(constants.MAX_UPLOAD_BYTES);
  });
});

describe('timings that must stay in order', () => {
  it('keeps a session alive well within the idle time-out, and warns before it ends', () => {
    const idleMs = constants.IDLE_TIMEOUT_MINUTES * 60_000;
    expect(constants.KEEPALIVE_INTERVAL_MS).toBeLessThan(idleMs);
    expect(constants.IDLE_WARNING_SECONDS * 1000).toBeLessThan(idleMs);
    expect(constants.IDLE_WARNING_SECONDS).toBeGreaterThan(0);
  });

  it('reconnects the live connection sooner than a heartbeat is missed, and closes it promptly on logout', () => {
    expect(constants.STOMP_RECONNECT_DELAY_MS).toBeLessThan(constants.STOMP_HEARTBEAT_MS);
    expect(constants.LIVE_CONNECTION_CLOSE_DELAY_MS).toBeLessThan(constants.STOMP_RECONNECT_DELAY_MS);
  });

  it('lets a typed filter settle before asking, and polls the matching engine no faster than that', () => {
    expect(constants.FILTER_DEBOUNCE_MS).toBeGreaterThan(0);
    expect(constants.MATCHING_ENGINE_POLL_INTERVAL_MS).toBeGreaterThan(constants.FILTER_DEBOUNCE_MS);
  });
});

describe('the other settings', () => {
  it('keeps one more workspace visitor than it shows, so the tooltip lists who is hidden', () => {
    expect(constants.WORKSPACE_VISITORS_KEPT).toBeGreaterThan(constants.WORKSPACE_VISITORS_SHOWN);
    expect(constants.WORKSPACE_VISITOR_SHIFT_STEP_PX).toBeLessThan(
      constants.WORKSPACE_VISITOR_SHIFT_START_PX,
    );
  });

  it('converts kilometres to miles', () => {
    expect(1.609344 * constants.KILOMETRES_TO_MILES).toBeCloseTo(1, 5);
  });

  it('defaults the country to Canada and the province to one of its provinces', () => {
    expect(constants.DEFAULT_COUNTRY_ID).toBe(Country.ids.CANADA);
    const province = Province.options.find((entry) => entry.id === constants.DEFAULT_PROVINCE_ID);
    expect(province?.countryId).toBe(constants.DEFAULT_COUNTRY_ID);
  });

  it('draws routes in ten fixed distinct colours', () => {
    expect(constants.MAP.routeColors).toHaveLength(10);
    expect(new Set(constants.MAP.routeColors).size).toBe(10);
    for (const color of constants.MAP.routeColors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
