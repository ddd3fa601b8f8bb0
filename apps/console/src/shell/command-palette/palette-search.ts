import { api } from '../../api';
import type { ConsoleCommand, PaletteObjectKind } from './palette-commands';

/**
 * Searches each kind the user may open for the text (§7 user search and object search, 5 results a
 * kind), in parallel. A kind whose search fails adds nothing: the palette is a shortcut, and the
 * pages themselves say what went wrong (no toast per keystroke).
 */
export async function searchPaletteObjects(
  kinds: readonly PaletteObjectKind[],
  text: string,
  signal: AbortSignal,
): Promise<ConsoleCommand[]> {
  const quiet = { suppressErrorToast: true, signal } as const;
  const perKind = await Promise.all(
    kinds.map(async (kind): Promise<ConsoleCommand[]> => {
      try {
        if (kind.objectTypeName === 'User') {
          const env = await api.users.userSearch({ body: { SearchText: text, UserType: -1 } }, quiet);
          return (env.Data ?? []).map((u) => ({
            id: `${kind.objectTypeName}:${u.UserId}`,
            label: u.FormattedName || u.UserName,
            group: kind.group,
            description: [u.UserName, u.Email].filter(Boolean).join(' · '),
            href: kind.href(u.UserId),
          }));
        }
        const env = await api.objectTypes.searchObjectsByObjectType(
          { body: { ObjectTypeName: kind.objectTypeName, SearchText: text } },
          quiet,
        );
        return (env.Data ?? []).map((o) => ({
          id: `${kind.objectTypeName}:${o.ObjectId}`,
          label: o.Title || o.Name,
          group: kind.group,
          description: o.Name,
          href: kind.href(o.ObjectId),
        }));
      } catch {
        return [];
      }
    }),
  );
  return perKind.flat();
}
