import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  FormField,
  PageHeader,
  Select,
  Skeleton,
  TextInput,
  PageLayout,
} from '@portcullis/ui';
import { invalidateQueries, DataTable, type DataTableColumn } from '@portcullis/datatable';
import type { LiveSession, SourceUser, UserRow, UserSourceOption } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { useLoad } from '../../shared/forms';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { links } from '../../../routes/index';
import { countryCell, dateCell, pageOf } from '../../shared/cells';

const table = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid rgba(127,127,127,0.2)' },
} as const;

/**
 * Directory → Create User From Source (`users/createfromsource`): search a user source's accounts
 * (at least 3 characters) and import the chosen ones; accounts already in the directory are marked.
 */
export function CreateFromSourcePage({ route }: ScreenProps) {
  const [sources, setSources] = useState<UserSourceOption[]>([]);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [found, setFound] = useState<SourceUser[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    void api.users.sourcesCompact().then((env) => setSources(env.Data ?? []));
  }, []);

  const search = async () => {
    if (!sourceId || text.trim().length < 3) return;
    const env = await api.users.searchSourceUser({ body: { SourceId: sourceId, SearchText: text.trim() } });
    setFound(env.Data ?? []);
    setChosen(new Set());
  };
  const importChosen = async () => {
    if (!sourceId || chosen.size === 0) return;
    const env = await api.users.addUserFromSource({ body: { SourceId: sourceId, SourceUserIds: [...chosen] } });
    if (env.Success) {
      setAdded(env.Data?.AddedCount ?? 0);
      await search();
    }
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Find accounts a user source reports and add them to the directory."
        />
      }
    >
      <form
        css={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: 16 }}
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <div css={{ minWidth: 240 }}>
          <FormField label="User source" isRequired>
            <Select
              options={sources.map((s) => ({ value: s.UserSourceId, label: s.Title }))}
              value={sourceId}
              onChange={setSourceId}
            />
          </FormField>
        </div>
        <div css={{ minWidth: 260 }}>
          <FormField label="Search accounts" help="Type at least 3 characters to search...">
            <TextInput value={text} onChange={(e) => setText(e.target.value)} />
          </FormField>
        </div>
        <Button type="submit" disabled={!sourceId || text.trim().length < 3}>
          Search
        </Button>
      </form>
      {added !== null && <p role="status">{added} users added to the directory.</p>}
      {found && found.length === 0 && <EmptyState title="No accounts match." />}
      {found && found.length > 0 && (
        <>
          <table aria-label="Source accounts" css={table}>
            <thead>
              <tr>
                <th>Choose</th>
                <th>User name</th>
                <th>Display name</th>
                <th>E-mail</th>
                <th>In directory</th>
              </tr>
            </thead>
            <tbody>
              {found.map((a) => (
                <tr key={a.SourceUserId}>
                  <td>
                    <Checkbox
                      label={`Choose ${a.UserName}`}
                      disabled={a.ExistsInDirectory}
                      checked={chosen.has(a.SourceUserId)}
                      onChange={(e) =>
                        setChosen((c) => {
                          const next = new Set(c);
                          if (e.target.checked) next.add(a.SourceUserId);
                          else next.delete(a.SourceUserId);
                          return next;
                        })
                      }
                    />
                  </td>
                  <td>{a.UserName}</td>
                  <td>{a.DisplayName ?? ''}</td>
                  <td>{a.Email ?? ''}</td>
                  <td>{a.ExistsInDirectory ? <Badge tone="success">Yes</Badge> : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div css={{ marginTop: 12 }}>
            <Button onClick={() => void importChosen()} disabled={chosen.size === 0}>
              Add {chosen.size} users
            </Button>
          </div>
        </>
      )}
    </PageLayout>
  );
}

/** Directory → Duplicated Users: users sharing an e-mail address, grouped by address. */
export function DuplicatedUsersPage({ route }: ScreenProps) {
  const { data } = useLoad<UserRow[]>(() => api.users.duplicatedUsers(), []);
  if (!data)
    return (
      <PageLayout>
        <Skeleton variant="table" label="Loading duplicated users..." />
      </PageLayout>
    );
  return (
    <PageLayout
      header={<PageHeader title={route.title} description="Users who share an e-mail address across sources." />}
    >
      {data.length === 0 ? (
        <EmptyState title="No duplicated users." />
      ) : (
        <table aria-label="Duplicated users" css={table}>
          <thead>
            <tr>
              <th>E-mail</th>
              <th>User name</th>
              <th>Source</th>
              <th>Created</th>
            </tr>
          </thead>
          <tbody>
            {data.map((u) => (
              <tr key={u.UserId}>
                <td>{u.Email}</td>
                <td>
                  <ConsoleLink to={links.userView({ id: u.UserId })}>{u.UserName}</ConsoleLink>
                </td>
                <td>{u.SourceTitle ?? '- Unknown -'}</td>
                <td>{dateCell(u.CreatedDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageLayout>
  );
}

/** Directory → Live Tracking: sessions active in the last 30 minutes, refreshed every 15 seconds. */
export function LiveTrackingPage({ route }: ScreenProps) {
  useEffect(() => {
    const timer = setInterval(() => invalidateQueries(['users', 'live']), 15_000);
    return () => clearInterval(timer);
  }, []);
  const columns: DataTableColumn<LiveSession>[] = [
    {
      id: 'UserName',
      title: 'User',
      cell: (s) => <ConsoleLink to={links.userView({ id: s.UserId })}>{s.UserName}</ConsoleLink>,
    },
    { id: 'ApplicationTitle', title: 'Application', cell: (s) => s.ApplicationTitle ?? '- Unknown -' },
    { id: 'CountryCode', title: 'Country', cell: (s) => countryCell(s.CountryCode) },
    { id: 'LastActivityDate', title: 'Last activity', cell: (s) => dateCell(s.LastActivityDate) },
  ];
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Sessions with activity in the last 30 minutes; the list refreshes every 15 seconds."
        />
      }
    >
      <DataTable
        queryKey={['users', 'live']}
        label="Live sessions"
        columns={columns}
        rowKey={(s) => s.SessionId}
        searchColumns={['UserName']}
        emptyText="Nobody is active right now."
        fetchPage={async (request, { signal }) => pageOf(await api.users.liveSessions({ body: request }, { signal }))}
      />
    </PageLayout>
  );
}
