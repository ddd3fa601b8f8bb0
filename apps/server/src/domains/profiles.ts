import {
  ProfilePropertyType,
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  type contract,
} from '@portcullis/api-client';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import { badRequest } from '../http/errors';
import { loadRecord, resourceHandlers } from '../resources/crud';
import { readSettings, replaceSettings } from './shared';
import { profileValueHandlers } from './profile-values';

/**
 * Profiles (designed; spec §2.3 shows the screens only). Profiles, properties, property groups, profile
 * sources and providers are resources (generic list, get, save, remove, sort); what is left here is
 * what no definition describes: the Lookup rule of properties, per-user values and source settings.
 */
export const profilesHandlers: DomainHandlers<typeof contract.profiles> = {
  ...resourceHandlers(profileResource),
  ...resourceHandlers(propertyGroupResource),
  ...resourceHandlers(profileSourceResource),
  ...resourceHandlers(providerResource),
  ...resourceHandlers(profilePropertyResource, {
    // A Lookup property offers at least one choice; other types keep none.
    beforeSave: async (_ctx, input) => {
      if (input.PropertyType !== ProfilePropertyType.Lookup) return { ...input, LookupValues: [] };
      if (!input.LookupValues?.length)
        throw badRequest('A Lookup property needs at least one choice.', [
          { Message: 'Add at least one choice.', Field: 'LookupValues' },
        ]);
      return input;
    },
  }),
  ...profileValueHandlers,
  sourceSettings: async ({ db, params }) => {
    await loadRecord(db, profileSourceResource, params.id);
    return ok({
      SourceId: params.id,
      Settings: await readSettings(db, 'profile_source_settings', 'profile_source_id', params.id),
    });
  },
  sourceSettingsSave: async ({ db, body }) => {
    const source = await loadRecord(db, profileSourceResource, body.SourceId);
    await replaceSettings(db, 'profile_source_settings', 'profile_source_id', body.SourceId, body.Settings);
    return ok(null, {
      message: 'Settings saved.',
      audit: { targetType: 'ProfileSource', targetId: body.SourceId, description: `${source.Title} settings` },
    });
  },
};
