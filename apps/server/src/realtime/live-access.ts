// Who may follow a record kind live (issue 35, docs/decisions/194): the roles that may read it through the API. A
// record's topic and its presence (enter) follow the route that reads the record; a kind's topic (the lists' change
// notices, decision 174) follows the routes that list the kind's rows. The roles are read from the routes' own
// access declarations when the app is ready, so the gateway and the API cannot disagree.
import {
  rolesForRoute,
  ALL_STAFF,
  LIVE_RECORD_KINDS,
  type LiveRecordKind,
  type RoleId,
} from '@portal/contracts';
import type { RegisteredRoute } from '../plugins/access-control';

/** An API route by method and address (`GET /api/quote/:id`), or a web screen of the menu (no API yet). */
type ReadSource = { route: string } | { screen: string };

interface LiveKindReaders {
  /** What reads one record: its topic `/topic/{kind}/{id}` and its enter/leave. */
  readonly record: readonly ReadSource[];
  /** What lists the kind's rows: its topic `/topic/{kind}`. */
  readonly list: readonly ReadSource[];
}

const get = (url: string): ReadSource => ({ route: `GET ${url}` });

export const LIVE_KIND_READERS: Readonly<Record<LiveRecordKind, LiveKindReaders>> = {
  'quote-request': {
    record: [get('/api/quoteRequest/:id')],
    // The Quote Table shows every stage to all staff (decision 174), the requests' own list only to super admins.
    list: [get('/api/quoteRequestPageableResult'), get('/api/genericQuoteView')],
  },
  'standardized-quote': {
    record: [get('/api/standardizedQuote/:id')],
    list: [get('/api/standardizedQuotePageableResult'), get('/api/genericQuoteView')],
  },
  quote: {
    record: [get('/api/quote/:id')],
    list: [get('/api/quotePageableResult'), get('/api/genericQuoteView'), get('/api/quoteCards')],
  },
  order: { record: [get('/api/order/:id')], list: [get('/api/orderDashView')] },
  'order-delivery': {
    record: [get('/api/orderDelivery/:id')],
    list: [get('/api/orderDeliveryRowView')],
  },
  // A quote's deliveries are read one by one in its workspace (decision 209: no list of their own).
  'quote-delivery': { record: [get('/api/quoteDelivery/:id')], list: [get('/api/quoteDelivery/:id')] },
  company: { record: [get('/api/company/:id')], list: [get('/api/companies')] },
  user: { record: [get('/api/user/:id')], list: [get('/api/userPageableResult')] },
};

export interface LiveReadRoles {
  record: Readonly<Record<LiveRecordKind, readonly RoleId[]>>;
  list: Readonly<Record<LiveRecordKind, readonly RoleId[]>>;
}

/**
 * The roles of every kind's sources, from the routes as registered. Throws when a named route does not exist (a
 * renamed route must be renamed here too, or the server does not start).
 */
export function resolveLiveReadRoles(
  routes: readonly RegisteredRoute[],
  readers: Readonly<Record<LiveRecordKind, LiveKindReaders>> = LIVE_KIND_READERS,
): LiveReadRoles {
  const byRoute = new Map(routes.map((route) => [`${route.method} ${route.url}`, route.access]));
  const rolesOf = (sources: readonly ReadSource[]): readonly RoleId[] => {
    const roles = new Set<RoleId>();
    for (const source of sources) {
      if ('screen' in source) {
        for (const role of rolesForRoute(source.screen) ?? ALL_STAFF) roles.add(role);
        continue;
      }
      const access = byRoute.get(source.route);
      if (!access) throw new Error(`Live access: no route ${source.route} (realtime/live-access.ts)`);
      // A public route would let anybody read; live topics still need a staff session (the gateway's CONNECT).
      for (const role of access.kind === 'public' ? ALL_STAFF : access.roles) roles.add(role);
    }
    return [...roles];
  };
  const record = {} as Record<LiveRecordKind, readonly RoleId[]>;
  const list = {} as Record<LiveRecordKind, readonly RoleId[]>;
  for (const kind of LIVE_RECORD_KINDS) {
    record[kind] = rolesOf(readers[kind].record);
    list[kind] = rolesOf(readers[kind].list);
  }
  return { record, list };
}
