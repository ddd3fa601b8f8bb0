import { useState } from 'react';
import { Button, EmptyState, PageHeader, PageLayout, RowActions, Skeleton, Table } from '@portcullis/ui';
import { Permissions, SETTING_CATEGORIES, type ConfigurationSetting } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { formatHash, parseHash } from '../../state/hash-state';
import { useRecord } from '../shared/forms';
import { dateTimeCell } from '../shared/cells';
import { displaySettingValue } from './setting-values';
import { useTranslation } from '../../i18n/useTranslation';

/** The tab a hash names (`#MFA`, as Get Started links), else the first. */
const tabOf = (hash: string) =>
  SETTING_CATEGORIES.find((c) => c.toLowerCase() === (parseHash(hash).tab ?? '').toLowerCase()) ??
  SETTING_CATEGORIES[0];

function SettingsTable({ settings }: { settings: readonly ConfigurationSetting[] }) {
  const { t } = useTranslation();
  if (settings.length === 0)
    return <EmptyState title="No settings here yet." description="Settings an operator adds show on this tab." />;
  return (
    <Table label="Settings">
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Value</th>
          <th scope="col">Changed</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {settings.map((s) => (
          <tr key={s.Key}>
            <td>
              <a
                href={links.configurationView({ id: s.Key })}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(links.configurationView({ id: s.Key }));
                }}
              >
                {s.Title}
              </a>
              <div css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.sm })}>{s.Description}</div>
            </td>
            <td>{displaySettingValue(s)}</td>
            <td>{dateTimeCell(s.UpdatedDate, '-')}</td>
            <td>
              <RowActions
                objectName={s.Title}
                actions={[
                  {
                    id: 'edit',
                    label: t('actions.edit'),
                    permission: Permissions.ConfigurationEdit,
                    href: links.configurationSave({ id: s.Key }),
                    onClick: (e) => {
                      e.preventDefault();
                      navigate(links.configurationSave({ id: s.Key }));
                    },
                  },
                ]}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * System → configurations (spec §2.9, Configuration.List): the settings in tabs by category (General,
 * Export, MFA, Custom); `#MFA` opens the MFA tab (Get Started's "Configure MFA"). Add setting opens
 * the save page for a custom setting.
 */
export function ConfigurationListPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(() => api.configurations.list(), []);
  const [tab, setTab] = useState(() => tabOf(window.location.hash));
  const header = (
    <PageHeader
      title={t(route.name)}
      description="Typed settings of the product; a change applies on every server at once."
      tabs={SETTING_CATEGORIES.map((c) => ({ id: c, label: c }))}
      selectedTabId={tab}
      onTabChange={(id) => {
        setTab(id as (typeof SETTING_CATEGORIES)[number]);
        history.replaceState(history.state, '', formatHash({ tab: id, values: {} }) || location.pathname);
      }}
      primaryAction={{
        id: 'add',
        label: t('actions.add'),
        permission: Permissions.ConfigurationEdit,
        onClick: () => navigate(links.configurationSave()),
      }}
    />
  );
  return (
    <PageLayout header={header}>
      {state.status === 'loading' && <Skeleton variant="table" label="Loading settings..." />}
      {state.status === 'error' || state.status === 'notFound' ? (
        <EmptyState
          title={state.status === 'error' ? state.message : 'The settings could not be loaded.'}
          action={
            <Button variant="primary" onClick={reload}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : null}
      {state.status === 'ready' && <SettingsTable settings={state.data.filter((s) => s.Category === tab)} />}
    </PageLayout>
  );
}
