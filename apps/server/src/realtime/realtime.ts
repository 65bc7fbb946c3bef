// Wires the live updates into the app (docs/architecture.md: events/DomainEventBus ──► realtime/): the STOMP
// gateway on `/ws` of the Fastify server, the presence store, and the PostgreSQL fan-out with several instances.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIVE_ENDPOINT_PATH } from '@portal/contracts';
import { resolveLiveReadRoles, type LiveReadRoles } from './live-access';
import { LiveHub, toVisitorProfile, type VisitorProfile } from './live-hub';
import { isAllowedLiveOrigin } from './live-origin';
import { PostgresFanout } from './postgres-fanout';
import { InProcessPresenceStore } from './presence-store';
import { findUserProfiles } from './realtime.repository';
import { StompGateway, type StompGatewayOptions } from './stomp-gateway';

export interface RealtimeOptions extends StompGatewayOptions {
  /** Identifies this process in the fan-out; random per start. */
  instanceId: string;
  /** How often an instance tells its peers it is alive. */
  clusterHeartbeatMs: number;
  /** Peers silent for longer lose their visitors (a crashed instance). */
  clusterPresenceTtlMs: number;
}

export interface Realtime {
  gateway: StompGateway;
  hub: LiveHub;
  mode: 'in-process' | 'postgres';
  instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function registerRealtime(
  app: FastifyInstance,
  options: Partial<RealtimeOptions> = {},
): Promise<void> {
  const instanceId = options.instanceId ?? randomUUID();
  const clusterHeartbeatMs = options.clusterHeartbeatMs ?? 10_000;
  const store = new InProcessPresenceStore(options.clusterPresenceTtlMs ?? clusterHeartbeatMs * 3);
  const { database, services } = app;
  const onError = (error: unknown) => app.log.error({ err: error }, 'live updates failed');
  let fanout: PostgresFanout | undefined;
  // Read from the routes' access declarations once every route is registered (live-access.ts); no socket is
  // accepted before the app is ready.
  let readRoles: LiveReadRoles | undefined;
  app.addHook('onReady', async () => {
    readRoles = resolveLiveReadRoles(app.registeredRoutes);
  });

  const hub: LiveHub = new LiveHub({
    store,
    onError,
    authorize: async (token) => {
      // touch: false: an open socket must not keep an idle session alive (spec 000 §4).
      const session = await services.auth.authenticate(token, { touch: false });
      return { sessionId: session.sessionId, userId: session.userId, roleId: session.roleId };
    },
    loadProfiles: async (userIds) => {
      const rows = await findUserProfiles(database.db, userIds);
      return new Map<number, VisitorProfile>(rows.map((row) => [row.id, toVisitorProfile(row)]));
    },
    mayRead: (roleId, kind, scope) => readRoles?.[scope][kind].includes(roleId) ?? false,
    publish: (destination, body) => gateway.publish(destination, body),
    broadcast: (message) => fanout?.send(message),
  });
  const gateway = new StompGateway(hub.hooks, options);

  let expiry: NodeJS.Timeout | undefined;
  if (database.engine === 'postgres' && database.postgresClient) {
    fanout = new PostgresFanout(database.postgresClient, {
      instanceId,
      heartbeatMs: clusterHeartbeatMs,
      onMessage: (message) => {
        // Another instance's change: what this one keeps of the order lists goes before its browsers hear of the
        // change and read the lists again (that instance's own NOTIFY to the kept totals may arrive after this).
        if (message.type === 'change') services.listTotals.clear();
        hub.handleClusterMessage(message);
      },
      onError,
    });
    await fanout.start();
    hub.rebroadcastPresence();
    expiry = setInterval(() => hub.expireSilentInstances(), clusterHeartbeatMs);
  }

  const unsubscribe = app.events.subscribe((event) => {
    if (event.type === 'record.changed') hub.handleDomainEvent(event);
  });

  const originPolicy = { allowedOrigins: app.config.liveAllowedOrigins, trustProxy: app.config.trustProxy };
  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === LIVE_ENDPOINT_PATH) {
      // Another site's page may not open a live connection in a signed-in user's browser (issue 35).
      if (!isAllowedLiveOrigin(request, originPolicy)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      gateway.handleUpgrade(request, socket, head);
    } else if (app.server.listenerCount('upgrade') === 1) {
      // Nobody else takes upgrades: an unanswered one would hang until the client gives up.
      socket.destroy();
    }
  });

  app.decorate('realtime', {
    gateway,
    hub,
    mode: fanout ? 'postgres' : 'in-process',
    instanceId,
  } satisfies Realtime);

  // preClose: sockets end before the HTTP server waits for its connections, and the fan-out says goodbye while
  // the database is still open.
  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(expiry);
    await gateway.close();
    await fanout?.stop();
  });
}
