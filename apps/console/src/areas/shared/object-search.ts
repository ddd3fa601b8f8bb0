import type { SelectOption } from '@portcullis/ui';
import type { GrantableKind } from '@portcullis/api-client';
import { api } from '../../api';
import { dataOrToast, pickerFailures } from './failure-toasts';

/** What the server says the caller may grant (roles, groups, permissions) or manage (users). */
export type GrantKind = GrantableKind;

/** Keeps the options whose ids the caller may grant or manage (issue 11; the server refuses others anyway). */
async function grantableOnly(options: SelectOption[], grantKind?: GrantKind): Promise<SelectOption[]> {
  if (!grantKind || !options.length) return options;
  const allowed = await grantableIds(
    grantKind,
    options.map((o) => o.value),
  );
  return options.filter((o) => allowed.has(o.value));
}

/**
 * The user search picker (§2.13, §7 UserSearch): people by name, user name or e-mail, each option
 * showing the display name with the user name and e-mail under it, so two people with one name are
 * told apart. A failed search toasts 'User Search' / 'Something went wrong' (§8). An option's value is
 * the user's id, or with `valueOf: 'UserName'` the user name (a route keyed by it: ProfileValueEdit).
 */
export const searchUsers =
  (grantKind?: GrantKind, valueOf: 'UserId' | 'UserName' = 'UserId') =>
  async (text: string, signal?: AbortSignal): Promise<SelectOption[]> => {
    const found =
      (await dataOrToast(
        () =>
          api.users.userSearch(
            { body: { SearchText: text, UserType: -1 } },
            { suppressErrorToast: true, ...(signal ? { signal } : {}) },
          ),
        pickerFailures.userSearch,
      )) ?? [];
    const allowed = await grantableOnly(
      found.map((u) => ({
        value: u.UserId,
        label: u.FormattedName || u.UserName,
        description: [u.UserName, u.Email].filter(Boolean).join(' · '),
      })),
      grantKind,
    );
    if (valueOf === 'UserId') return allowed;
    const names = new Map(found.map((u) => [u.UserId, u.UserName]));
    return allowed.map((o) => ({ ...o, value: names.get(o.value)! }));
  };

/**
 * Searches objects of a type for an "add" picker (spec §5: at least 3 characters); users go through
 * the user search. With `grantKind`, objects the caller may not grant or manage are left out. A failed
 * search toasts the §8 'Something went wrong'.
 */
export const searchObjects = (ObjectTypeName: string, grantKind?: GrantKind) => {
  if (ObjectTypeName === 'User') return searchUsers(grantKind);
  return async (text: string, signal?: AbortSignal): Promise<SelectOption[]> => {
    const found =
      (await dataOrToast(
        () =>
          api.objectTypes.searchObjectsByObjectType(
            { body: { ObjectTypeName, SearchText: text } },
            { suppressErrorToast: true, ...(signal ? { signal } : {}) },
          ),
        pickerFailures.objectSearch,
      )) ?? [];
    return grantableOnly(
      found.map((o) => ({ value: o.ObjectId, label: `${o.Title} (${o.Name})` })),
      grantKind,
    );
  };
};

/** Which of `ids` the caller may grant (roles, groups, permissions) or manage (users); none when the call fails. */
export async function grantableIds(kind: GrantKind, ids: readonly string[]): Promise<Set<string>> {
  const env = await api.access.grantable({ body: { Kind: kind, ObjectIds: [...ids] } }, { suppressErrorToast: true });
  return new Set(env.Data?.GrantableIds ?? []);
}
