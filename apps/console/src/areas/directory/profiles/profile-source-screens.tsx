import { profileSourceResource } from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { api } from '../../../api';
import { SettingsEditor } from '../../shared/resource/SettingsEditor';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { resourceScreen } from '../../shared/resource/screens';

/** Directory → Profile Source: the generic view, with links to its profile and provider and a Settings action. */
export const ProfileSourceView = resourceScreen(profileSourceResource, 'view', {
  facts: {
    ProfileTitle: (s) => <ConsoleLink to={links.profileView({ id: s.ProfileId })}>{s.ProfileTitle}</ConsoleLink>,
    ProviderTitle: (s) => (
      <ConsoleLink to={links.profileProviderView({ id: s.ProviderId })}>{s.ProviderTitle}</ConsoleLink>
    ),
  },
  viewActions: (s) => [
    {
      id: 'settings',
      label: 'Settings',
      permission: profileSourceResource.access.edit,
      onClick: () => navigate(links.profileSourceSettings({ id: s.ProfileSourceId })),
    },
  ],
});

/** ProfileSourceSettings (`profiles/sources/sourcesettings/:id`): connection settings; secrets are never shown. */
export function ProfileSourceSettingsPage({ params }: ScreenProps) {
  const id = params.id!;
  return (
    <SettingsEditor
      title="Profile source settings"
      backHref={links.profileSourceView({ id })}
      load={async () => (await api.profiles.sourceSettings({ params: { id } })).Data?.Settings ?? []}
      save={(Settings) => api.profiles.sourceSettingsSave({ body: { SourceId: id, Settings } })}
    />
  );
}
