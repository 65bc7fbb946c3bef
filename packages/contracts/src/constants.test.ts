import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { Country } from './enumerations';

describe('business constants (spec 000 §9, 001 §9)', () => {
  it.each([
    ['APP_VERSION', '1.27.0'],
    ['ENVIRONMENT_NAME', 'preprod'],
    ['KEEPALIVE_INTERVAL_MS', 15_000],
    ['DESKTOP_BREAKPOINT_PX', 991],
    ['CONFIRM_DIALOG_WIDTH', '50vw'],
    ['DEFAULT_PAGE_SIZE', 25],
    ['DEFAULT_SORT_FIELD', 'sequenceNumber'],
    ['FILTER_DEBOUNCE_MS', 500],
    ['MAX_SPECS_PER_PRODUCT_ITEM', 10],
    ['WORKSPACE_SPEC_LIMIT', 10_000],
    ['MATCHING_ENGINE_POLL_INTERVAL_MS', 3000],
    ['THUMBNAIL_FOLDER', 'thumbnail'],
    ['ORDER_ITEM_PICTURE_FOLDER', 'order_item_picture'],
    ['STOMP_HEARTBEAT_MS', 60_000],
    ['STOMP_RECONNECT_DELAY_MS', 2000],
    ['LIVE_CONNECTION_CLOSE_DELAY_MS', 1000],
    ['WORKSPACE_VISITORS_SHOWN', 5],
    ['WORKSPACE_VISITORS_KEPT', 6],
    ['WORKSPACE_VISITOR_SHIFT_START_PX', 50],
    ['WORKSPACE_VISITOR_SHIFT_STEP_PX', 25],
    ['KILOMETRES_TO_MILES', 0.621371],
    ['IDLE_TIMEOUT_MINUTES', 30],
    ['DEFAULT_PROVINCE_ID', 1],
    ['DEFAULT_TIMEZONE_ID', 8],
  ] as const)('sets %s to %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('defaults the country to Canada', () => {
    expect(constants.DEFAULT_COUNTRY_ID).toBe(Country.ids.CANADA);
  });

  it('offers the table view options 25, 50, 100', () => {
    expect([...constants.TABLE_PAGE_SIZE_OPTIONS]).toEqual([25, 50, 100]);
  });

  it('offers the workspace page sizes 10, 25, 50, 100, 500, 1000', () => {
    expect([...constants.WORKSPACE_PAGE_SIZE_OPTIONS]).toEqual([10, 25, 50, 100, 500, 1000]);
  });

  it('caps uploads at 20MB', () => {
    expect([20_000_000, 20 * 1024 * 1024]).toContain(constants.MAX_UPLOAD_BYTES);
  });

  it("keys the purchase-order email template 'purchase_order', named Purchase Order Confirmation", () => {
    expect(constants.PURCHASE_ORDER_EMAIL_TEMPLATE).toEqual({
      key: 'purchase_order',
      name: 'Purchase Order Confirmation',
    });
  });

  it('draws maps with 10 fixed distinct route colours, line width 5, zoom 3, padding 50, 4 decimals', () => {
    expect(constants.MAP.routeColors).toHaveLength(10);
    expect(new Set(constants.MAP.routeColors).size).toBe(10);
    expect(constants.MAP).toMatchObject({ lineWidth: 5, zoom: 3, padding: 50, samePositionDecimals: 4 });
  });

  it('names the marker types WaterDrop and Circle', () => {
    expect(constants.MapMarkerType).toEqual({ WATER_DROP: 'WaterDrop', CIRCLE: 'Circle' });
  });
});
