import type { SelectOption } from '@portcullis/ui';
import type { GrantableKind } from '@portcullis/api-client';
import { api } from '../../api';

/** What the server says the caller may grant (roles, groups, permissions) or manage (users). */
export type GrantKind = GrantableKind;

/**
 * Searches objects of a type for an "add" picker (spec §5: at least 3 characters). With `grantKind`,
 * objects the caller may not grant or manage are left out (issue 11; the server refuses them anyway).
 */
export const searchObjects =
  (ObjectTypeName: string, grantKind?: GrantKind) =>
  async (text: string): Promise<SelectOption[]> => {
    const env = await api.objectTypes.searchObjectsByObjectType(
      { body: { ObjectTypeName, SearchText: text } },
      { suppressErrorToast: true },
    );
    let found = env.Data ?? [];
    if (grantKind && found.length) {
      const allowed = await grantableIds(
        grantKind,
        found.map((o) => o.ObjectId),
      );
      found = found.filter((o) => allowed.has(o.ObjectId));
    }
    return found.map((o) => ({ value: o.ObjectId, label: `${o.Title} (${o.Name})` }));
  };

/** Which of `ids` the caller may grant (roles, groups, permissions) or manage (users); none when the call fails. */
export async function grantableIds(kind: GrantKind, ids: readonly string[]): Promise<Set<string>> {
  const env = await api.access.grantable({ body: { Kind: kind, ObjectIds: [...ids] } }, { suppressErrorToast: true });
  return new Set(env.Data?.GrantableIds ?? []);
}
