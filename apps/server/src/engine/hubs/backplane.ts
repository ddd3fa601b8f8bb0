import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import type { HubConnectionInfo, HubServer } from './hub-server';

/** The channel the processes' backplanes publish on and listen to. */
export const HUB_CHANNEL = 'portcullis_hubs';
/**
 * A notification whose text reaches this many bytes is stored in hub_messages and sent as a reference:
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more.
 */
export const MAX_NOTIFY_BYTES = 7900;
/** A connection whose process renewed it within this many seconds is alive (four keep-alives by default). */
const CONNECTION_FRESH_SECONDS = 60;
/** Stored large messages are re-read within milliseconds; ten minutes leaves room for a stalled process. */
const STORED_MESSAGE_MINUTES = 10;

/** Whom a hub message is for. */
export type HubDelivery =
  | { to: 'user'; hub: string; userId: string; target: string; args: unknown[] }
  | { to: 'connection'; hub: string; userId: string; connectionId: string; target: string; args: unknown[] };

/** What travels on the channel: the delivery itself, or the id of its stored text. */
interface Envelope {
  /** The publishing process (its own messages were delivered before publishing). */
  origin: string;
  delivery?: HubDelivery;
  ref?: string;
}

/**
 * How the server sends hub messages, wherever the receiving connection lives. Every delivery carries
 * the user it is for: a connection is only ever sent a message of its own user.
 */
export interface HubMessenger {
  /** Every connection of `userId` on `hub`, on any process. */
  toUser(hub: string, userId: string, target: string, ...args: unknown[]): Promise<void>;
  /**
   * The connection `connectionId` when it is `userId`'s own, on any process. When no process holds such a
   * connection (the console reconnected under a new id) and `orUserWhenGone` is set, every connection of
   * the user on the hub instead.
   */
  toOwnConnection(
    hub: string,
    userId: string,
    connectionId: string,
    target: string,
    args: unknown[],
    options?: { orUserWhenGone?: boolean },
  ): Promise<void>;
  /**
   * toUser for callers that do not await (the HubServer's signature): delivers here at once, publishes for
   * the other processes in the background, and returns how many connections of this process received it.
   */
  sendToUser(hub: string, userId: string, target: string, ...args: unknown[]): number;
  /**
   * The users with a connection open on `hub`, on any process (for a message to everyone allowed to see
   * something: the caller keeps those who may, then sends toUser).
   */
  connectedUsers(hub: string): Promise<string[]>;
  /** Stops listening and forgets this process's connections (the server's close). */
  stop(): Promise<void>;
}

const usersOn = (hubs: HubServer, hub: string) => [
  ...new Set(
    hubs
      .openConnections()
      .filter((c) => c.hub === hub)
      .map((c) => c.userId),
  ),
];

/** Delivers a message to this process's connections; returns how many received it. */
function deliverHere(hubs: HubServer, d: HubDelivery): number {
  if (d.to === 'user') return hubs.sendToUser(d.hub, d.userId, d.target, ...d.args);
  if (hubs.ownerOf(d.hub, d.connectionId) !== d.userId) return 0;
  return hubs.sendToConnection(d.hub, d.connectionId, d.target, ...d.args) ? 1 : 0;
}

/** One process (the embedded database, which refuses a second process): messages stay in memory. */
export function inProcessMessenger(hubs: HubServer): HubMessenger {
  return {
    toUser: async (hub, userId, target, ...args) => void deliverHere(hubs, { to: 'user', hub, userId, target, args }),
    sendToUser: (hub, userId, target, ...args) => deliverHere(hubs, { to: 'user', hub, userId, target, args }),
    toOwnConnection: async (hub, userId, connectionId, target, args, options) => {
      const delivered = deliverHere(hubs, { to: 'connection', hub, userId, connectionId, target, args });
      if (!delivered && options?.orUserWhenGone) deliverHere(hubs, { to: 'user', hub, userId, target, args });
    },
    connectedUsers: async (hub) => usersOn(hubs, hub),
    stop: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL: a LISTEN/NOTIFY backplane behind the hubs, as SignalR's Redis
 * backplane does. A message is delivered to this process's own connections at once and published for
 * the others, which deliver it to theirs; a message for one connection is published only when the
 * directory (hub_connections, kept by each process for its own connections) holds it for that user.
 * A notification over PostgreSQL's 8000-byte limit is stored and sent by id, and each process re-reads
 * it before fanning it out, so clients always receive the whole message over their hub connection.
 * The LISTEN connection reconnects by itself after it drops (db.listen); what was published while it
 * was down is not replayed: live messages are best effort, as SignalR's, and the rows they announce
 * (export state, notifications) stay the record a client re-reads over HTTP.
 */
export async function startBackplane(
  db: Db,
  hubs: HubServer,
  options: { keepAliveMs: number; onError?: (error: unknown) => void },
): Promise<HubMessenger> {
  const origin = `${process.pid}-${randomBytes(6).toString('base64url')}`;
  let isStopped = false;
  const onError = options.onError ?? (() => undefined);
  const fanOut = (envelope: Envelope) => {
    if (envelope.origin === origin) return;
    if (envelope.delivery) return void deliverHere(hubs, envelope.delivery);
    if (envelope.ref)
      void db
        .query<{ payload: string }>('SELECT payload FROM hub_messages WHERE message_id = $1', [envelope.ref])
        .then(([row]) => row && deliverHere(hubs, JSON.parse(row.payload) as HubDelivery))
        .catch(onError);
  };
  const stopListening = await db.listen(HUB_CHANNEL, (payload) => {
    try {
      fanOut(JSON.parse(payload) as Envelope);
    } catch (error) {
      onError(error);
    }
  });

  hubs.watchConnections({
    opened: async (c: HubConnectionInfo) => {
      await db.query(
        `INSERT INTO hub_connections (hub, connection_id, user_id, process_id) VALUES ($1, $2, $3, $4)
          ON CONFLICT (hub, connection_id) DO UPDATE SET user_id = $3, process_id = $4, seen_at = now()`,
        [c.hub, c.connectionId, c.userId, origin],
      );
    },
    closed: (c: HubConnectionInfo) => {
      // After stop() this process's rows are gone already (and the database may be closing).
      if (isStopped) return;
      db.query('DELETE FROM hub_connections WHERE hub = $1 AND connection_id = $2 AND process_id = $3', [
        c.hub,
        c.connectionId,
        origin,
      ]).catch(onError);
    },
  });
  // Renews this process's connections and sweeps those of processes that died without closing them.
  const renew = setInterval(
    () =>
      void db
        .query(
          `WITH renewed AS (UPDATE hub_connections SET seen_at = now() WHERE process_id = $1)
           DELETE FROM hub_connections WHERE seen_at < now() - make_interval(secs => $2 * 10)`,
          [origin, CONNECTION_FRESH_SECONDS],
        )
        .catch(onError),
    Math.min(options.keepAliveMs, (CONNECTION_FRESH_SECONDS * 1000) / 4),
  );
  renew.unref();

  const publish = async (delivery: HubDelivery) => {
    const text = JSON.stringify({ origin, delivery } satisfies Envelope);
    if (Buffer.byteLength(text) < MAX_NOTIFY_BYTES) {
      await db.query('SELECT pg_notify($1, $2)', [HUB_CHANNEL, text]);
      return;
    }
    const ref = randomUUID();
    await db.query(
      `WITH swept AS (DELETE FROM hub_messages WHERE created_at < now() - make_interval(mins => $3))
       INSERT INTO hub_messages (message_id, payload) VALUES ($1, $2)`,
      [ref, JSON.stringify(delivery), STORED_MESSAGE_MINUTES],
    );
    await db.query('SELECT pg_notify($1, $2)', [HUB_CHANNEL, JSON.stringify({ origin, ref } satisfies Envelope)]);
  };

  const toUser = async (hub: string, userId: string, target: string, ...args: unknown[]) => {
    const delivery: HubDelivery = { to: 'user', hub, userId, target, args };
    deliverHere(hubs, delivery);
    await publish(delivery);
  };

  return {
    toUser,
    sendToUser: (hub, userId, target, ...args) => {
      const delivery: HubDelivery = { to: 'user', hub, userId, target, args };
      publish(delivery).catch(onError);
      return deliverHere(hubs, delivery);
    },
    toOwnConnection: async (hub, userId, connectionId, target, args, opts) => {
      const delivery: HubDelivery = { to: 'connection', hub, userId, connectionId, target, args };
      if (deliverHere(hubs, delivery)) return;
      const [held] = await db.query(
        `SELECT 1 FROM hub_connections WHERE hub = $1 AND connection_id = $2 AND user_id = $3
            AND seen_at > now() - make_interval(secs => $4)`,
        [hub, connectionId, userId, CONNECTION_FRESH_SECONDS],
      );
      if (held) await publish(delivery);
      else if (opts?.orUserWhenGone) await toUser(hub, userId, target, ...args);
    },
    // The directory holds every process's live connections, this one's included (recorded before the handshake).
    connectedUsers: async (hub) =>
      (
        await db.query<{ user_id: string }>(
          `SELECT DISTINCT user_id::text AS user_id FROM hub_connections WHERE hub = $1 AND seen_at > now() - make_interval(secs => $2)`,
          [hub, CONNECTION_FRESH_SECONDS],
        )
      ).map((r) => r.user_id),
    stop: async () => {
      isStopped = true;
      clearInterval(renew);
      await stopListening();
      await db.query('DELETE FROM hub_connections WHERE process_id = $1', [origin]).catch(onError);
    },
  };
}
