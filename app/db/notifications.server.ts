import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * What a listener is told. `onReady` comes once listening has started — and again after every
 * reconnection, because messages sent while the connection was down are lost; `onLost` when the
 * connection drops, so the caller stops trusting anything it kept on the strength of them.
 */
export type NotificationHandlers = {
  onNotify: (payload: string) => void;
  onReady?: () => void;
  onLost?: (error: Error) => void;
};

export type Listener = { close(): Promise<void> };

// A channel name goes into LISTEN as an identifier, which cannot be a query parameter.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
function assertChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** PGlite runs in this process: its notifications arrive after the query that committed them. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  assertChannel(channel);
  const unlisten = await client.listen(channel, handlers.onNotify);
  handlers.onReady?.();
  return { close: () => unlisten() };
}

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to the
 * pool after each query). When the server drops it (restart, failover), it reconnects with backoff.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  assertChannel(channel);
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect() {
    const connection = new pg.Client({ connectionString });
    connection.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    connection.on("error", (error) => lose(connection, error));
    connection.on("end", () => lose(connection, new Error("notification connection ended")));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      // Connected but not listening (or half-connected): close it rather than leave it open.
      connection.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await connection.end();
      return;
    }
    client = connection;
    attempt = 0;
    handlers.onReady?.();
  }

  function lose(connection: pg.Client, error: Error) {
    if (closed || client !== connection) return;
    client = undefined;
    handlers.onLost?.(error);
    connection.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: Error) => {
        handlers.onLost?.(error);
        if (!closed) scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  // The database answered a moment ago (migrations): if it cannot listen now, keep trying.
  await connect().catch((error: Error) => {
    handlers.onLost?.(error);
    scheduleReconnect();
  });
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = client;
      client = undefined;
      await connection?.end();
    },
  };
}
