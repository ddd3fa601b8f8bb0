import { Badge, FormField, Select } from '@portcullis/ui';
import { providerResource, userSourceResource, type RecordOf, type UserSource } from '@portcullis/api-client';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { useLoad } from '../../shared/forms';
import { countText, dateTimeCell } from '../../shared/cells';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { resourceClient } from '../../shared/resource/resource-client';
import { resourceScreen } from '../../shared/resource/screens';
import type { ControlProps, ResourceOverrides } from '../../shared/resource/overrides';

const LOCAL = 'Directory (local)';

const syncBadge = (s: UserSource) =>
  !s.LastSyncUpdateDate ? (
    <Badge tone="neutral">Never synchronised</Badge>
  ) : s.IsLastSyncFailed ? (
    <Badge tone="danger">Last sync failed</Badge>
  ) : (
    <Badge tone="success">In sync</Badge>
  );
const lastSync = (s: UserSource) => (
  <>
    {syncBadge(s)} {dateTimeCell(s.LastSyncUpdateDate)}
  </>
);
const state = (s: UserSource) =>
  s.IsRemoved ? <Badge tone="neutral">Removed</Badge> : <Badge tone="success">Active</Badge>;

/** A user source names its directory provider (a 'user' provider) by name; none = users kept locally. */
function ProviderNameControl({ value, onChange }: ControlProps<string | null>) {
  const { data } = useLoad(
    () => resourceClient(providerResource, 'user').list({ CurrentPage: 1, ItemPerPage: 100 }),
    [],
  );
  const providers = (data?.Data ?? []) as Array<RecordOf<typeof providerResource>>;
  return (
    <FormField label="Provider" help="Empty: users are managed in the directory itself.">
      <Select
        options={providers.map((p) => ({ value: p.Name, label: p.Title }))}
        value={value}
        onChange={onChange}
        hasNoneOption
      />
    </FormField>
  );
}

let providerTitles: Promise<Map<string, string>> | null = null;
/** The titles of the directory providers by name, loaded once per page load (a list shows many rows). */
function loadProviderTitles(): Promise<Map<string, string>> {
  providerTitles ??= resourceClient(providerResource, 'user')
    .list({ CurrentPage: 1, ItemPerPage: 100 })
    .then((env) => {
      const rows = (env.Data?.Data ?? []) as Array<RecordOf<typeof providerResource>>;
      return new Map(rows.map((p) => [p.Name, p.Title]));
    })
    .catch(() => {
      providerTitles = null;
      return new Map<string, string>();
    });
  return providerTitles;
}

/** A source's provider by its title, as the provider picker shows it (never its raw name, 'ldap-provider'). */
function ProviderTitle({ name }: { name: string | null }) {
  const { data } = useLoad(async () => ({ Success: true, Data: await loadProviderTitles() }), []);
  if (!name) return <>{LOCAL}</>;
  return <>{data?.get(name) ?? name}</>;
}

const overrides: ResourceOverrides<typeof userSourceResource> = {
  cells: {
    ProviderName: (s) => <ProviderTitle name={s.ProviderName} />,
    LastSyncUpdateDate: lastSync,
    IsRemoved: state,
  },
  facts: {
    ProviderName: (s) => <ProviderTitle name={s.ProviderName} />,
    SyncSchedule: (s) => s.SyncSchedule ?? 'Not scheduled',
    LastSyncUpdateDate: lastSync,
    IsLastSyncFailed: () => null,
    IsRemoved: state,
    UserCount: (s) => (
      <ConsoleLink to={links.listUser(undefined, { query: { 'f-UserSourceId': s.UserSourceId } })}>
        {countText(s.UserCount)} users
      </ConsoleLink>
    ),
  },
  controls: { ProviderName: (props) => <ProviderNameControl {...(props as unknown as ControlProps<string | null>)} /> },
  isEditable: (s) => !s.IsRemoved,
  viewActions: (s) => [
    {
      id: 'settings',
      label: 'Sync settings',
      permission: userSourceResource.access.edit,
      onClick: () => navigate(links.userSourceSettings({ id: s.UserSourceId })),
    },
  ],
};

/** Directory → User Sources: the generic resource screens with sync state and the provider picker. */
export const UserSourceList = resourceScreen(userSourceResource, 'list', overrides);
export const UserSourceView = resourceScreen(userSourceResource, 'view', overrides);
export const UserSourceSave = resourceScreen(userSourceResource, 'save', overrides);
/** `sources/settings/:id`: how the source synchronises (its provider and cron schedule). */
export const UserSourceSettings = resourceScreen(userSourceResource, 'save', {
  ...overrides,
  formFields: ['ProviderName', 'SyncSchedule'],
  formLabel: 'Sync settings',
});
