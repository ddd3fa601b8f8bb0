import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  Badge,
  FeatureFlagGate,
  PermissionGate,
  Skeleton,
  Tooltip,
  useAccess,
  useToast,
  PageLayout,
} from '@portcullis/ui';
import { Permissions, messages, type AuditEntry, type DashboardStatistics } from '@portcullis/api-client';
import { api } from '../../api';
import { appState } from '../../state/app-store';
import { licenceStanding } from '../../state/licence-standing';
import type { ScreenProps } from '../../routes/route-types';
import { DashboardHeader } from './DashboardHeader';
import { Panel } from './Panel';
import { MAP_HEIGHT, WorldMap } from './WorldMap';
import { ANOMALY, AUDIT_TONES } from './dashboard-constants';
import { links } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { countText, dateCell, dateTimeCell } from '../shared/cells';

/** Spec §9 display format. */

/** Spec §2.2 Overview: everything needs System.Management.Dashboard and shows once audit and statistics loaded. */
export function OverviewPage({ route }: ScreenProps) {
  const { hasPermission } = useAccess();
  const canSee = hasPermission(Permissions.Dashboard);
  return (
    <PageLayout header={<DashboardHeader route={route} />}>
      {canSee ? <OverviewContent /> : <p>Your dashboard has no panels for your permissions.</p>}
    </PageLayout>
  );
}

function OverviewContent() {
  const toast = useToast();
  const [stats, setStats] = useState<DashboardStatistics | null>(null);
  const [audit, setAudit] = useState<AuditEntry[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api.dashboard.statistics(undefined, { signal: controller.signal, suppressErrorToast: true }).then(
      (env) => {
        if (env.Success && env.Data) setStats(env.Data);
        // 401/403 already took the user to an access screen; anything else is the spec's failure toast.
        else if (!window.location.pathname.startsWith(links.access()))
          toast.danger(messages.statisticsTitle, messages.somethingWentWrong);
      },
      () => toast.danger(messages.statisticsTitle, messages.somethingWentWrong),
    );
    void api.audit.latest({ body: { CurrentPage: 1, ItemPerPage: 5 } }, { signal: controller.signal }).then(
      (env) => setAudit(env.Data?.Data ?? []),
      () => setAudit([]),
    );
    return () => controller.abort();
  }, [toast]);
  if (!stats || !audit) return <Skeleton variant="text" rows={6} label="Loading the overview..." />;
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[5] })}>
      <div
        css={(t) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: t.space[4] })}
      >
        <StatBox
          title="Total Active User"
          value={stats.ActiveSessionCount}
          description={`${countText(stats.TotalSessionCount)} sessions in all`}
        />
        <StatBox title="Users" value={stats.TotalUserCount} />
        <StatBox title="Groups" value={stats.TotalGroupCount} />
        <StatBox title="Applications" value={stats.TotalApplicationCount} />
      </div>
      <div css={(t) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: t.space[4] })}>
        <Panel title="Locations" minHeight={MAP_HEIGHT}>
          <WorldMap locations={stats.TopLocations} />
        </Panel>
        <FeatureFlagGate flag="ANOMALY_DETECTION" onDisabled="remove">
          <Panel title="Anomaly Detection">
            <p css={{ margin: 0 }}>
              <strong data-testid="blocked-threats">{ANOMALY.total}</strong> blocked threats
            </p>
            <ul css={{ paddingLeft: 18 }}>
              {ANOMALY.items.map((item) => (
                <li key={item.label}>
                  <Tooltip content={item.description}>
                    <span tabIndex={0}>
                      {item.label}: {item.count}
                    </span>
                  </Tooltip>
                </li>
              ))}
            </ul>
          </Panel>
        </FeatureFlagGate>
      </div>
      <div
        css={(t) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: t.space[4] })}
      >
        <Panel title="Agents and Services">
          <p>
            Source agents:{' '}
            {stats.SourceAgentCount > 0 ? (
              <>
                <strong>{stats.SourceAgentCount}</strong> <Badge tone="success">Healthy</Badge>
              </>
            ) : (
              'No source agents.'
            )}
          </p>
          <p>
            RADIUS agents:{' '}
            {stats.RadiusAgentCount > 0 ? (
              <>
                <strong>{stats.RadiusAgentCount}</strong> <Badge tone="success">Healthy</Badge>
              </>
            ) : (
              'No RADIUS agents.'
            )}
          </p>
        </Panel>
        <LicensingPanel />
      </div>
      <Panel title="Latest Audit">
        <LatestAudit entries={audit} />
      </Panel>
    </div>
  );
}

function StatBox({ title, value, description }: { title: string; value: number; description?: string }) {
  return (
    <section
      aria-label={title}
      css={(t) => ({
        background: t.colors.surface,
        border: `1px solid ${t.colors.border}`,
        borderRadius: t.radii.lg,
        padding: t.space[4],
      })}
    >
      <div css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.sm })}>{title}</div>
      <div data-testid={`stat-${title}`} css={(t) => ({ fontSize: t.fontSizes.xxl, fontWeight: t.fontWeights.bold })}>
        {countText(value)}
      </div>
      {description && <div css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.xs })}>{description}</div>}
    </section>
  );
}

function LicensingPanel() {
  const { license, staticData } = useSnapshot(appState);
  // The same reading of the licence as the banner's (licence-standing).
  const { cardText } = licenceStanding(license, staticData?.tenant.ExpirationDate, dateCell);
  return (
    <Panel title="Licensing">
      <p>{cardText}</p>
    </Panel>
  );
}

function LatestAudit({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p>No audit entries yet.</p>;
  return (
    <ul aria-label="Latest audit entries" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((e) => (
        <li
          key={e.AuditId}
          css={(t) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: t.space[2],
            alignItems: 'center',
            padding: `${t.space[2]}px 0`,
            borderBottom: `1px solid ${t.colors.border}`,
          })}
        >
          <Badge tone={AUDIT_TONES[e.Type.InformationType] ?? 'neutral'}>{e.Type.InformationTypeText}</Badge>
          <span css={{ flex: 1, minWidth: 200 }}>{e.Description || e.Type.Description}</span>
          <time dateTime={e.CreatedDate}>{dateTimeCell(e.CreatedDate)}</time>
          {e.ActorUser && e.ActorUserId && (
            <PermissionGate permission={Permissions.UserView} onDenied="lock" lockedLabel={e.ActorUser.UserName}>
              <ConsoleLink to={links.userView({ id: e.ActorUserId })}>{e.ActorUser.UserName}</ConsoleLink>
            </PermissionGate>
          )}
          {e.Application && (
            <ConsoleLink to={links.applicationView({ id: e.Application.ApplicationId })}>
              {e.Application.Title}
            </ConsoleLink>
          )}
        </li>
      ))}
    </ul>
  );
}
