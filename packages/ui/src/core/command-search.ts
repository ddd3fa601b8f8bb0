/**
 * The command palette's matching, React-free: which commands a typed text finds and in what order.
 * A command matches when every word of the text starts a word of its label or keywords (so "ex us"
 * finds "Export users"), or, failing that, appears inside the label. Recent commands come first,
 * most recent first; then better matches; then the order given (the navigation's order).
 */

/** One thing the palette can do: go to a page, open an object, run an action. */
export interface PaletteCommand {
  /** Stable id; also what the recent list remembers. */
  id: string;
  label: string;
  /** The group it is listed under: 'Pages', 'Actions', 'Users'... */
  group: string;
  /** A second line: the page's section, a user's e-mail. */
  description?: string;
  /** Other words that find it ('add' for 'Create user'). */
  keywords?: readonly string[];
}

/** How many recent commands the palette remembers. */
export const PALETTE_RECENT_LIMIT = 5;

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 2: every typed word starts a word of the command; 1: the text appears in the label; 0: no match. */
export function commandMatchRank(command: PaletteCommand, text: string): number {
  const typed = words(text);
  if (typed.length === 0) return 2;
  const own = [...words(command.label), ...(command.keywords ?? []).flatMap(words), ...words(command.group)];
  if (typed.every((t) => own.some((w) => w.startsWith(t)))) return 2;
  return command.label.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase()) ? 1 : 0;
}

/**
 * The commands the text finds, recent ones first (in the order of `recentIds`, most recent first),
 * then by match rank, then in the order given. At most `limit` commands.
 */
export function findCommands<C extends PaletteCommand>(
  commands: readonly C[],
  text: string,
  recentIds: readonly string[] = [],
  limit = 50,
): C[] {
  const recency = new Map(recentIds.map((id, index) => [id, index]));
  return commands
    .map((command, order) => ({ command, order, rank: commandMatchRank(command, text) }))
    .filter((entry) => entry.rank > 0)
    .sort((a, b) => {
      const ra = recency.get(a.command.id) ?? Infinity;
      const rb = recency.get(b.command.id) ?? Infinity;
      if (ra !== rb) return ra - rb;
      return b.rank - a.rank || a.order - b.order;
    })
    .slice(0, limit)
    .map((entry) => entry.command);
}

/** The recent list after choosing `id`: it moves to the front, duplicates go, the list stays bounded. */
export function rememberCommand(recentIds: readonly string[], id: string, limit = PALETTE_RECENT_LIMIT): string[] {
  return [id, ...recentIds.filter((other) => other !== id)].slice(0, limit);
}
