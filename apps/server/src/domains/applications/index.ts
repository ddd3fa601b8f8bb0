import { applicationResource, DefinedBy, type contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { badRequest, conflict } from '../../engine/calls/errors';
import { resourceHandlers } from '../../engine/resources/crud';
import { keyHandlers } from './keys';
import { appUserHandlers } from './app-users';
import { scopeHandlers } from './scope';
import { refuseSignInChange } from '../sign-in/sign-in-hooks';
import { applicationAudience } from '../../engine/access/sign-in-reach';

/**
 * Applications (spec §2.6): the generic resource handlers of the application definition, with the
 * rules of system applications (Defined-by System: name and type fixed, never removed; new
 * applications are Defined-by User), and the handlers of keys, users, members, sessions and audit.
 */
export const applicationsHandlers: DomainHandlers<typeof contract.applications> = {
  ...resourceHandlers(applicationResource, {
    beforeSave: async (ctx, input, existing) => {
      // Issue 23: the console's own record (its state, its addresses) holds every console sign-in.
      await refuseSignInChange(ctx, applicationAudience(existing?.ApplicationId));
      if (existing?.DefinedBy === DefinedBy.System) {
        if (input.Name !== existing.Name)
          throw badRequest('The name of a system application cannot change.', [
            { Field: 'Name', Message: 'The name of a system application cannot change.' },
          ]);
        if (input.ApplicationType !== existing.ApplicationType)
          throw badRequest('The type of a system application cannot change.', [
            { Field: 'ApplicationType', Message: 'The type of a system application cannot change.' },
          ]);
      }
    },
    // Designed: an application removal does not take users' accounts away silently (user_applications
    // is an access table whose changes the grant guard watches): its users are removed one by one first.
    beforeRemove: async ({ db }, record) => {
      if (record.DefinedBy === DefinedBy.System)
        throw conflict(`${record.Title} is defined by the system and cannot be removed.`);
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_applications WHERE application_id = $1',
        [record.ApplicationId],
      );
      const n = Number(row?.n ?? 0);
      if (n > 0)
        throw conflict(
          `${record.Title} still has ${n} ${n === 1 ? 'user' : 'users'}: remove them on its Users tab first.`,
        );
    },
  }),
  ...keyHandlers,
  ...appUserHandlers,
  ...scopeHandlers,
};
