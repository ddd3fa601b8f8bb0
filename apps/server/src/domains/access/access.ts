import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { grantableObjects, holderOf, manageableUsers } from '../../engine/access/effective';

/** What the caller may grant or manage, so the console can lock the rest (the write path decides regardless). */
export const accessHandlers: DomainHandlers<typeof contract.access> = {
  grantable: async ({ db, user, body }) => {
    const holder = await holderOf(db, user!.userId);
    const ids =
      body.Kind === 'users'
        ? await manageableUsers(db, holder, body.ObjectIds)
        : await grantableObjects(db, holder, body.Kind, body.ObjectIds);
    return ok({ GrantableIds: ids });
  },
};
