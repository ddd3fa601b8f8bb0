import { rememberCommand } from '@portcullis/ui';
import type { ConsoleCommand } from './palette-commands';

/** Where the palette keeps what this browser chose last (per browser, like the tables' saved filters). */
export const RECENT_COMMANDS_KEY = 'portcullis.palette.recent';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isCommand = (value: unknown): value is ConsoleCommand =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'label', 'group', 'href'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The recent commands, most recent first; anything unreadable is ignored. */
export function readRecentCommands(): ConsoleCommand[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_COMMANDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCommand) : [];
  } catch {
    return [];
  }
}

/** Puts the chosen command first and stores the list. */
export function rememberRecentCommand(recent: readonly ConsoleCommand[], chosen: ConsoleCommand): ConsoleCommand[] {
  const byId = new Map([...recent, chosen].map((c) => [c.id, c]));
  byId.set(chosen.id, chosen);
  const ids = rememberCommand(
    recent.map((c) => c.id),
    chosen.id,
  );
  const next = ids
    .map((id) => byId.get(id)!)
    .map(({ id, label, group, description, href }) => ({
      id,
      label,
      group,
      href,
      ...(description ? { description } : {}),
    }));
  storage()?.setItem(RECENT_COMMANDS_KEY, JSON.stringify(next));
  return next;
}
