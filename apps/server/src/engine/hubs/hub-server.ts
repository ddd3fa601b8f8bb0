import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { HUB_CLIENT_TIMEOUT_MS, HUB_KEEP_ALIVE_MS, ownValue } from '@portcullis/api-client/contract';
import { frame, MessageType, parseMessage, RECORD_SEPARATOR, splitRecords, type HubMessage } from './protocol';

/** A server method a client may invoke; `this` connection's id and user are passed in. */
export type HubMethod = (call: { connectionId: string; userId: string; args: unknown[] }) => unknown | Promise<unknown>;

export interface HubDefinition {
  path: string;
  methods?: Record<string, HubMethod>;
}

export interface HubServerOptions {
  hubs: Record<string, HubDefinition>;
  /** The signed-in user of a request (the session cookie), or null. */
  authenticate: (req: IncomingMessage) => Promise<{ userId: string } | null>;
  /** @default HUB_KEEP_ALIVE_MS (15 s) */
  keepAliveMs?: number;
  /** A connection silent this long is closed. @default HUB_CLIENT_TIMEOUT_MS (30 s) */
  clientTimeoutMs?: number;
  /** A negotiated connection that does not connect within this time is forgotten. @default 30 s */
  negotiateTtlMs?: number;
}

interface Connection {
  hub: string;
  connectionId: string;
  token: string;
  userId: string;
  socket: WebSocket | null;
  isHandshaken: boolean;
  buffer: string;
  lastSeen: number;
  timers: NodeJS.Timeout[];
  /** Settles once the connection watcher recorded it (the handshake is answered after). */
  recorded: Promise<void>;
  /** The records received before the handshake was answered, handled in order. */
  pending: Promise<void>;
}

/** A handshaken-or-not open connection, as a watcher sees it. */
export interface HubConnectionInfo {
  hub: string;
  connectionId: string;
  userId: string;
}

/** Told of connections opening and closing (the backplane's directory of them). */
export interface HubConnectionWatcher {
  opened(connection: HubConnectionInfo): Promise<void>;
  closed(connection: HubConnectionInfo): void;
}

export interface HubServer {
  /** Sends an event to every connection of a user on a hub. Returns how many received it. */
  sendToUser(hub: string, userId: string, target: string, ...args: unknown[]): number;
  sendToConnection(hub: string, connectionId: string, target: string, ...args: unknown[]): boolean;
  /** The user a connection belongs to (null when unknown): callers sending to a connection id a request named check it first. */
  ownerOf(hub: string, connectionId: string): string | null;
  /** Closes every connection (with allowReconnect) and stops accepting new ones. */
  close(): Promise<void>;
  connectionCount(): number;
  /** This process's open connections. */
  openConnections(): HubConnectionInfo[];
  /** Sets the one watcher of connections opening and closing (before the server listens). */
  watchConnections(watcher: HubConnectionWatcher): void;
}

const newId = () => randomBytes(16).toString('base64url');

/**
 * SignalR hubs for the official @microsoft/signalr client: negotiate (version 1, public connectionId
 * and secret connectionToken), WebSocket transport, JSON hub protocol with handshake, invocations,
 * completions, pings and close. Authentication is the console's session cookie, checked at negotiate
 * and again at the upgrade.
 */
export function attachHubs(app: FastifyInstance, options: HubServerOptions): HubServer {
  const keepAliveMs = options.keepAliveMs ?? HUB_KEEP_ALIVE_MS;
  const clientTimeoutMs = options.clientTimeoutMs ?? HUB_CLIENT_TIMEOUT_MS;
  const negotiateTtlMs = options.negotiateTtlMs ?? 30_000;
  // This process's own sockets, right with several processes: which process holds a connection is kept in
  // PostgreSQL (hub_connections, engine/hubs/backplane.ts), and messages for it reach this map through the backplane.
  const byToken = new Map<string, Connection>();
  const byPath = new Map(Object.entries(options.hubs).map(([name, def]) => [def.path.toLowerCase(), { name, def }]));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  let isClosing = false;
  let watcher: HubConnectionWatcher | null = null;
  const infoOf = (c: Connection): HubConnectionInfo => ({
    hub: c.hub,
    connectionId: c.connectionId,
    userId: c.userId,
  });

  for (const [name, def] of Object.entries(options.hubs)) {
    app.post(`${def.path}/negotiate`, async (request, reply) => {
      const user = await options.authenticate(request.raw);
      if (!user)
        return reply
          .code(401)
          .send({ Success: false, Title: 'Session expired', Message: 'Sign in to connect.', Data: null });
      const version = (request.query as Record<string, string | undefined>).negotiateVersion === '1' ? 1 : 0;
      const connection: Connection = {
        hub: name,
        connectionId: newId(),
        token: newId(),
        userId: user.userId,
        socket: null,
        isHandshaken: false,
        buffer: '',
        lastSeen: Date.now(),
        timers: [],
        recorded: Promise.resolve(),
        pending: Promise.resolve(),
      };
      if (version === 0) connection.token = connection.connectionId;
      byToken.set(connection.token, connection);
      connection.timers.push(
        setTimeout(() => {
          if (!connection.socket) byToken.delete(connection.token);
        }, negotiateTtlMs),
      );
      return {
        negotiateVersion: version,
        connectionId: connection.connectionId,
        ...(version === 1 ? { connectionToken: connection.token } : {}),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
    });
  }

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hub = byPath.get(url.pathname.toLowerCase());
    if (!hub) return; // another listener's upgrade
    void (async () => {
      const user = await options.authenticate(req).catch(() => null);
      const connection = byToken.get(url.searchParams.get('id') ?? '');
      if (isClosing) return refuse(socket, 503, 'Service Unavailable');
      if (!user) return refuse(socket, 401, 'Unauthorized');
      if (!connection || connection.hub !== hub.name || connection.userId !== user.userId || connection.socket)
        return refuse(socket, 404, 'Not Found');
      wss.handleUpgrade(req, socket, head, (ws) => open(connection, ws));
    })();
  };
  (app.server as Server).on('upgrade', onUpgrade);

  const send = (c: Connection, message: object) => {
    if (c.socket && c.socket.readyState === c.socket.OPEN) c.socket.send(frame(message));
  };

  const forget = (c: Connection) => {
    for (const t of c.timers) (clearTimeout(t), clearInterval(t));
    if (byToken.get(c.token) !== c) return;
    byToken.delete(c.token);
    if (c.socket) watcher?.closed(infoOf(c));
  };

  const drop = (c: Connection, closeMessage?: HubMessage) => {
    if (closeMessage) send(c, closeMessage);
    forget(c);
    c.socket?.close();
  };

  function open(c: Connection, ws: WebSocket) {
    c.socket = ws;
    c.lastSeen = Date.now();
    c.recorded = watcher ? watcher.opened(infoOf(c)).catch(() => undefined) : Promise.resolve();
    c.timers.push(
      setInterval(
        () => {
          if (Date.now() - c.lastSeen > clientTimeoutMs)
            drop(c, {
              type: MessageType.Close,
              error: 'Server timeout elapsed without receiving a message from the client.',
            });
          else if (c.isHandshaken) send(c, { type: MessageType.Ping });
        },
        Math.min(keepAliveMs, clientTimeoutMs),
      ),
    );
    ws.on('message', (data, isBinary) => {
      if (isBinary)
        return drop(c, { type: MessageType.Close, error: 'Binary frames are not supported by the JSON protocol.' });
      c.lastSeen = Date.now();
      const { records, rest } = splitRecords(c.buffer + data.toString());
      c.buffer = rest;
      // Records before the handshake's answer wait for it (it waits for the directory); later ones run at once.
      for (const record of records)
        if (c.isHandshaken) void handle(c, record);
        else c.pending = c.pending.then(() => handle(c, record));
    });
    ws.on('close', () => forget(c));
  }

  async function handle(c: Connection, record: string) {
    if (!c.isHandshaken) {
      let request: { protocol?: unknown; version?: unknown } | null = null;
      try {
        request = JSON.parse(record);
      } catch {
        /* answered below */
      }
      if (!request || request.protocol !== 'json' || request.version !== 1) {
        c.socket?.send(
          JSON.stringify({ error: `Requested protocol '${String(request?.protocol)}' is not available.` }) +
            RECORD_SEPARATOR,
        );
        return drop(c);
      }
      // Recorded in the backplane's directory before the client can name this connection to anyone.
      await c.recorded;
      c.isHandshaken = true;
      c.socket?.send('{}' + RECORD_SEPARATOR);
      return;
    }
    const message = parseMessage(record);
    if (!message)
      return drop(c, {
        type: MessageType.Close,
        error: 'Connection closed with an error: the message could not be read.',
      });
    switch (message.type) {
      case MessageType.Invocation: {
        // Own properties only: a target named "constructor" or "__proto__" is no method.
        const method = ownValue(hubMethods(c.hub), message.target) ?? findMethod(c.hub, message.target);
        if (!method) {
          if (message.invocationId)
            send(c, {
              type: MessageType.Completion,
              invocationId: message.invocationId,
              error: `Unknown hub method '${message.target}'`,
            });
          return;
        }
        try {
          const result = await method({
            connectionId: c.connectionId,
            userId: c.userId,
            args: Array.isArray(message.arguments) ? message.arguments : [],
          });
          if (message.invocationId)
            send(c, { type: MessageType.Completion, invocationId: message.invocationId, result: result ?? null });
        } catch {
          if (message.invocationId)
            send(c, {
              type: MessageType.Completion,
              invocationId: message.invocationId,
              error: `An unexpected error occurred invoking '${message.target}' on the server.`,
            });
        }
        return;
      }
      case MessageType.StreamInvocation:
        send(c, {
          type: MessageType.Completion,
          invocationId: message.invocationId,
          error: 'Streaming is not supported by this server.',
        });
        return;
      case MessageType.Close:
        return drop(c);
      default:
        return; // Ping, CancelInvocation, StreamItem, Completion: nothing to do
    }
  }

  /** Hub method names are matched case-insensitively, as ASP.NET Core does. */
  function hubMethods(hub: string): Record<string, HubMethod> {
    return ownValue(options.hubs, hub)?.methods ?? {};
  }

  function findMethod(hub: string, target: string): HubMethod | undefined {
    const methods = hubMethods(hub);
    const key = Object.keys(methods).find((k) => k.toLowerCase() === target.toLowerCase());
    return key ? methods[key] : undefined;
  }

  const connections = () => [...byToken.values()].filter((c) => c.socket);
  return {
    sendToUser: (hub, userId, target, ...args) => {
      let n = 0;
      for (const c of connections())
        if (c.hub === hub && c.userId === userId && c.isHandshaken) {
          send(c, { type: MessageType.Invocation, target, arguments: args });
          n++;
        }
      return n;
    },
    sendToConnection: (hub, connectionId, target, ...args) => {
      const c = connections().find((x) => x.hub === hub && x.connectionId === connectionId && x.isHandshaken);
      if (!c) return false;
      send(c, { type: MessageType.Invocation, target, arguments: args });
      return true;
    },
    ownerOf: (hub, connectionId) =>
      connections().find((x) => x.hub === hub && x.connectionId === connectionId)?.userId ?? null,
    connectionCount: () => connections().length,
    openConnections: () => connections().map(infoOf),
    watchConnections: (w) => {
      watcher = w;
    },
    close: async () => {
      isClosing = true;
      (app.server as Server).off('upgrade', onUpgrade);
      for (const c of [...byToken.values()]) drop(c, { type: MessageType.Close, allowReconnect: true });
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
