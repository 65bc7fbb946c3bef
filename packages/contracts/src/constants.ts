// spec 000 §9 and 001 §9: business constants and limits.
export const APP_VERSION = '1.27.0';
export const APP_NAME = 'Management Portal';
export const PORTAL_FULL_NAME = 'Marketplace Operations Management Portal';
export const ENVIRONMENT_NAME = 'preprod';

export const KEEPALIVE_INTERVAL_MS = 15_000;
/**
 * spec 000 §9 says "idle time-out 30 with a warning value of 0; units are not shown". We read minutes for the
 * idle period and give the warning its own countdown (docs/decisions/006-idle-session.md).
 */
export const IDLE_TIMEOUT_MINUTES = 30;
export const IDLE_WARNING_SECONDS = 60;

export const DESKTOP_BREAKPOINT_PX = 991;
export const CONFIRM_DIALOG_WIDTH = '50vw';

export const DEFAULT_PAGE_SIZE = 25;
export const TABLE_PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export const WORKSPACE_PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 500, 1000] as const;
/** The server never returns more rows than this in one page, whatever the client asks. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_SORT_FIELD = 'sequenceNumber';
export const FILTER_DEBOUNCE_MS = 500;

export const MAX_SPECS_PER_PRODUCT_ITEM = 10;
export const WORKSPACE_SPEC_LIMIT = 10_000;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const MATCHING_ENGINE_POLL_INTERVAL_MS = 3000;
export const THUMBNAIL_FOLDER = 'thumbnail';
export const ORDER_ITEM_PICTURE_FOLDER = 'order_item_picture';
export const PURCHASE_ORDER_EMAIL_TEMPLATE = {
  key: 'purchase_order',
  name: 'Purchase Order Confirmation',
} as const;

export const STOMP_HEARTBEAT_MS = 60_000;
export const STOMP_RECONNECT_DELAY_MS = 2000;
/** spec 000 §4: the live connection closes 1 s after logout. */
export const LIVE_CONNECTION_CLOSE_DELAY_MS = 1000;

export const WORKSPACE_VISITORS_SHOWN = 5;
export const WORKSPACE_VISITORS_KEPT = 6;
export const WORKSPACE_VISITOR_SHIFT_START_PX = 50;
export const WORKSPACE_VISITOR_SHIFT_STEP_PX = 25;

export const KILOMETRES_TO_MILES = 0.621371;

export const MAP = {
  /**
   * spec 000 §9 names ten fixed route colours without listing them: dark, distinct hues with at least 3.8:1
   * contrast on the map's light land colour (WCAG 1.4.11 asks 3:1), blue and orange first because that pair
   * stays apart for every colour-vision deficiency (docs/decisions/048-route-map.md).
   */
  routeColors: [
    '#1f5fbf',
    '#c84b00',
    '#00796b',
    '#8e24aa',
    '#b0003a',
    '#5d7a00',
    '#6d4c41',
    '#00838f',
    '#8d6e00',
    '#37474f',
  ],
  lineWidth: 5,
  zoom: 3,
  padding: 50,
  samePositionDecimals: 4,
} as const;

export const MapMarkerType = { WATER_DROP: 'WaterDrop', CIRCLE: 'Circle' } as const;

/** Sign-in protection (issue 2): consecutive failures before the account locks. */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 5;

// spec 001 §3: defaults.
export const DEFAULT_PROVINCE_ID = 1;
export const DEFAULT_COUNTRY_ID = 1;
/** Eastern (`Timezone.ids.EASTERN`; a test keeps them equal), a literal so importing it pulls in no list. */
export const DEFAULT_TIMEZONE_ID = 8;
