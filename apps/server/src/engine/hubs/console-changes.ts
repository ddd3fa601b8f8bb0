import {
  CONSOLE_CHANGE_KINDS,
  HUBS,
  type ConsoleChange,
  type ConsoleChangeKind,
} from '@portcullis/api-client/contract';
import type { Db } from '../../db/types';
import type { ReadCache } from '../cache/static-cache';
import type { HubServer } from './hub-server';

/** The channel the 105/106 migrations' triggers notify when flags or branding change. */
export const CONSOLE_CHANNEL = 'portcullis_console';

const isKind = (value: string): value is ConsoleChangeKind =>
  (CONSOLE_CHANGE_KINDS as readonly string[]).includes(value);

/**
 * Tells every open console on this process that flags or branding changed (ReceiveConsoleChange on
 * /hubs/console). The database announces the change (a trigger's NOTIFY), so every process hears it
 * at commit — the same LISTEN/NOTIFY the hub backplane travels on, but raised by the database and not by
 * the writing process: no console is told before the change is visible, and a change made by SQL or by
 * another process is announced too. The read cache is dropped first, so the console's re-read is fresh.
 * Resolves to the function that stops relaying.
 */
export function relayConsoleChanges(db: Db, hubs: HubServer, cache: ReadCache): Promise<() => Promise<void>> {
  return db.listen(CONSOLE_CHANNEL, (payload) => {
    if (!isKind(payload)) return;
    cache.clear();
    const change: ConsoleChange = { Kind: payload };
    for (const c of hubs.openConnections())
      if (c.hub === 'console')
        hubs.sendToConnection('console', c.connectionId, HUBS.console.events.ReceiveConsoleChange, change);
  });
}
