import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  FormField,
  NameTitleField,
  PageHeader,
  Select,
  Skeleton,
  TextInput,
  Textarea,
  validateCron,
} from '@portcullis/ui';
import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import { collectErrorMessages, Permissions, type Provider, type UserSource } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/screens';
import { navigate } from '../../../routes/navigate';
import { consoleLink, fieldErrors, useDraft, useLoad } from '../../shared/forms';
import { dateCell, pageOf } from '../users/UserObjectTabs';

const syncBadge = (s: UserSource) =>
  !s.LastSyncUpdateDate ? (
    <Badge tone="neutral">Never synchronised</Badge>
  ) : s.IsLastSyncFailed ? (
    <Badge tone="danger">Last sync failed</Badge>
  ) : (
    <Badge tone="success">In sync</Badge>
  );

const columns: DataTableColumn<UserSource>[] = [
  {
    id: 'Title',
    title: 'Title',
    cell: (s) => <a {...consoleLink(`/directory/sources/view/${s.UserSourceId}`)}>{s.Title}</a>,
  },
  { id: 'Name', title: 'Name', cell: (s) => s.Name },
  { id: 'ProviderName', title: 'Provider', cell: (s) => s.ProviderName ?? 'Directory (local)' },
  { id: 'UserCount', title: 'Users', isSortable: false, cell: (s) => s.UserCount.toLocaleString('en') },
  {
    id: 'LastSyncUpdateDate',
    title: 'Sync',
    cell: (s) => (
      <>
        {syncBadge(s)} {dateCell(s.LastSyncUpdateDate)}
      </>
    ),
  },
  {
    id: 'IsRemoved',
    title: 'State',
    cell: (s) => (s.IsRemoved ? <Badge tone="neutral">Removed</Badge> : <Badge tone="success">Active</Badge>),
  },
];

/** Directory → User Sources (UserSourceList). */
export function UserSourceListPage({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        title={route.title}
        description="Where users come from, and how they are kept in sync."
        actions={[
          {
            id: 'create',
            label: 'Create user source',
            permission: Permissions.UserSourceEdit,
            onClick: () => navigate('/directory/sources/save'),
          },
        ]}
      />
      <DataTable
        label="User sources"
        columns={columns}
        rowKey={(s) => s.UserSourceId}
        searchColumns={['Title', 'Name']}
        emptyText="No user sources."
        fetchPage={async (request, { signal }) => pageOf(await api.users.sourceList({ body: request }, { signal }))}
      />
    </>
  );
}

/** Directory → User Source: details, sync status and its users. */
export function UserSourceViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { data: source, reload } = useLoad<UserSource>(() => api.users.source({ params: { id } }), [id]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  if (!source) return <Skeleton variant="header" label="Loading user source..." />;
  const facts: Array<[string, React.ReactNode]> = [
    ['Name', source.Name],
    ['Description', source.Description ?? ''],
    ['Provider', source.ProviderName ?? 'Directory (local)'],
    ['Sync schedule (cron)', source.SyncSchedule ?? 'Not scheduled'],
    [
      'Last sync',
      <>
        {syncBadge(source)} {dateCell(source.LastSyncUpdateDate)}
      </>,
    ],
    [
      'Users',
      <a {...consoleLink(`/directory/users/list?f-UserSourceId=${source.UserSourceId}`)}>
        {source.UserCount.toLocaleString('en')} users
      </a>,
    ],
    ['State', source.IsRemoved ? 'Removed' : 'Active'],
    ['Created', dateCell(source.CreatedDate)],
  ];
  return (
    <>
      <PageHeader
        title={source.Title}
        description="User source"
        actions={
          source.IsRemoved
            ? []
            : [
                {
                  id: 'edit',
                  label: 'Edit',
                  permission: Permissions.UserSourceEdit,
                  onClick: () => navigate(`/directory/sources/save/${id}`),
                },
                {
                  id: 'settings',
                  label: 'Sync settings',
                  permission: Permissions.UserSourceEdit,
                  variant: 'secondary',
                  onClick: () => navigate(`/directory/sources/settings/${id}`),
                },
                {
                  id: 'remove',
                  label: 'Remove',
                  permission: Permissions.UserSourceEdit,
                  variant: 'danger',
                  onClick: () => setIsRemoveOpen(true),
                },
              ]
        }
      />
      <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 24px' }}>
        {facts.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd css={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        isOpen={isRemoveOpen}
        title={`Remove ${source.Title}?`}
        confirmLabel="Remove"
        confirmVariant="danger"
        onClose={() => setIsRemoveOpen(false)}
        onConfirm={async () => {
          await api.users.sourceRemove({ params: { id } });
          setIsRemoveOpen(false);
          reload();
        }}
      >
        The source is marked removed and stops synchronising; its users stay in the directory.
      </ConfirmDialog>
    </>
  );
}

interface SourceDraft {
  Title: string;
  Name: string;
  Description: string;
  ProviderName: string | null;
  SyncSchedule: string;
}

/**
 * Save (`sources/save/:id?`) edits who the source is; Settings (`sources/settings/:id`) edits how it
 * synchronises (provider and cron schedule, §5 cron validator). Both save the whole source.
 */
function UserSourceForm({ id, part }: { id: string | undefined; part: 'identity' | 'sync' }) {
  const loaded = useLoad<UserSource | null>(
    () => (id ? api.users.source({ params: { id } }) : Promise.resolve({ Success: true, Data: null })),
    [id],
  );
  const { draft, setDraft, edit, markSaved } = useDraft<SourceDraft>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  // Directory providers (providers/list) are what a user source names in ProviderName.
  const providers = useLoad<{ Data: Provider[] }>(
    () =>
      api.profiles.providerList(
        { body: { CurrentPage: 1, ItemPerPage: 1000, Kind: 'user' } },
        { suppressErrorToast: true },
      ),
    [],
  );
  useEffect(() => {
    if (loaded.isLoading) return;
    const s = loaded.data;
    setDraft({
      Title: s?.Title ?? '',
      Name: s?.Name ?? '',
      Description: s?.Description ?? '',
      ProviderName: s?.ProviderName ?? null,
      SyncSchedule: s?.SyncSchedule ?? '',
    });
  }, [loaded.isLoading, loaded.data, setDraft]);
  if (!draft) return <Skeleton variant="header" label="Loading user source..." />;
  const save = async () => {
    setShowErrors(true);
    const cronError = draft.SyncSchedule.trim() ? validateCron(draft.SyncSchedule.trim()) : null;
    if (cronError) return setErrors({ SyncSchedule: cronError });
    if (!draft.Title.trim() || !draft.Name.trim()) return;
    const env = await api.users.sourceSave({
      query: { isNew: id ? 'false' : 'true' },
      body: {
        UserSourceId: id,
        Name: draft.Name,
        Title: draft.Title,
        Description: draft.Description || null,
        ProviderName: draft.ProviderName,
        SyncSchedule: draft.SyncSchedule.trim() || null,
      },
    });
    if (env.Success && env.Data) {
      markSaved();
      navigate(`/directory/sources/view/${env.Data.UserSourceId}`, { force: true });
    } else {
      setErrors(fieldErrors(env));
      setMessages(collectErrorMessages(env));
    }
  };
  return (
    <form
      aria-label={part === 'sync' ? 'Sync settings' : 'User source'}
      css={{ display: 'grid', gap: 16, maxWidth: 640 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {part === 'identity' && (
        <>
          <NameTitleField
            value={{ title: draft.Title, name: draft.Name }}
            onChange={(v) => edit({ Title: v.title, Name: v.name })}
            isNameEdited={Boolean(id)}
            showErrors={showErrors}
          />
          <FormField label="Description" error={errors.Description}>
            <Textarea value={draft.Description} onChange={(e) => edit({ Description: e.target.value })} />
          </FormField>
        </>
      )}
      <FormField label="Provider" error={errors.ProviderName} help="Empty: users are managed in the directory itself.">
        <Select
          options={(providers.data?.Data ?? []).map((p) => ({ value: p.Name, label: p.Title }))}
          value={draft.ProviderName}
          onChange={(ProviderName) => edit({ ProviderName })}
          hasNoneOption
        />
      </FormField>
      <FormField
        label="Sync schedule (cron)"
        error={errors.SyncSchedule}
        help="Five fields, or six with seconds, e.g. 0 */6 * * *"
      >
        <TextInput value={draft.SyncSchedule} onChange={(e) => edit({ SyncSchedule: e.target.value })} />
      </FormField>
      {messages.length > 0 && (
        <div role="alert">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="submit">Save</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(id ? `/directory/sources/view/${id}` : '/directory/sources/list')}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function UserSourceSavePage({ params }: ScreenProps) {
  return (
    <>
      <PageHeader title={params.id ? 'Edit user source' : 'Create user source'} />
      <UserSourceForm id={params.id} part="identity" />
    </>
  );
}

export function UserSourceSettingsPage({ params }: ScreenProps) {
  return (
    <>
      <PageHeader
        title="User source sync settings"
        description="Which provider the source reads and when it synchronises."
      />
      <UserSourceForm id={params.id} part="sync" />
    </>
  );
}
