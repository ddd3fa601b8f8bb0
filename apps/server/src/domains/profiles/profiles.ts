import {
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  type contract,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';
import { readSettings, replaceSettings } from '../../engine/sql/query-helpers';
import { profileValueHandlers } from './profile-values';

/**
 * Profiles (designed; spec §2.3 shows the screens only). Profiles, properties, property groups, profile
 * sources and providers are resources (generic list, get, save, remove, sort); what is left here is
 * what no definition describes: per-user values and source settings.
 */
export const profilesHandlers: DomainHandlers<typeof contract.profiles> = {
  ...resourceHandlers(profileResource),
  ...resourceHandlers(propertyGroupResource),
  ...resourceHandlers(profileSourceResource),
  ...resourceHandlers(providerResource),
  ...resourceHandlers(profilePropertyResource),
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
    const { cleared } = await replaceSettings(
      db,
      'profile_source_settings',
      'profile_source_id',
      body.SourceId,
      body.Settings,
    );
    const note = cleared.length ? ` (secret ${cleared.join(', ')} cleared)` : '';
    return ok(null, {
      message: 'Settings saved.',
      audit: { targetType: 'ProfileSource', targetId: body.SourceId, description: `${source.Title} settings${note}` },
    });
  },
};
