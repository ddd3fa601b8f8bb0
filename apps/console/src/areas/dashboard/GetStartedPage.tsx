import { useSnapshot } from 'valtio';
import type { ReactNode } from 'react';
import { appState } from '../../state/app-store';
import type { ScreenProps } from '../../routes/route-types';
import { links, type Href } from '../../routes/index';
import { ConsoleLink } from '../shared/ConsoleLink';
import { DashboardHeader } from './DashboardHeader';
import { Panel } from './Panel';
import { PageLayout } from '@portcullis/ui';

function ActionLink({ href, children }: { href: Href | null; children: ReactNode }) {
  return href ? <ConsoleLink to={href}>{children}</ConsoleLink> : <span>{children}</span>;
}

/**
 * Spec §2.2 Get Started: four sections of action links. The passwordless documentation links use the
 * configured `DocumentationUrl` (decision: the spec names no address).
 */
export function GetStartedPage({ route }: ScreenProps) {
  const state = useSnapshot(appState);
  const roleId = state.superAdminRoleDefId ?? '';
  const docs = state.staticData?.config.DocumentationUrl ?? `${state.staticData?.appURLs.managementApp ?? ''}/docs`;
  return (
    <PageLayout header={<DashboardHeader route={route} description="Get Started" />}>
      <div
        css={(t) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: t.space[4] })}
      >
        <Panel title="Users">
          <ul>
            <li>
              <ActionLink href={links.userSourceSave()}>Add a user source</ActionLink>
            </li>
            <li>
              <ActionLink href={links.listUser(undefined, { hash: { action: 'create' } })}>Create a user</ActionLink>
            </li>
          </ul>
        </Panel>
        <Panel title="Apps">
          <ul>
            <li>
              <ActionLink href={links.applicationlist(undefined, { hash: { action: 'create-app' } })}>
                Create an app
              </ActionLink>
            </li>
          </ul>
        </Panel>
        <Panel title="Security">
          <ul>
            <li>
              <ActionLink
                href={roleId ? links.roleDefView({ id: roleId }, { hash: { action: 'assign-new-user' } }) : null}
              >
                Assign a super admin
              </ActionLink>
            </li>
            <li>
              <ActionLink href={links.configurationList(undefined, { hash: 'MFA' })}>Configure MFA</ActionLink>
            </li>
            <li>
              <ActionLink href={links.authenticatorList()}>Authenticators</ActionLink>
            </li>
            <li>
              <ActionLink href={links.policyDefList()}>Policies</ActionLink>
            </li>
          </ul>
        </Panel>
        <Panel title="Passwordless login">
          <ul>
            <li>
              <a href={`${docs}/passwordless/windows`} target="_blank" rel="noopener noreferrer">
                Passwordless login for Windows
              </a>
            </li>
            <li>
              <a href={`${docs}/passwordless/macos`} target="_blank" rel="noopener noreferrer">
                Passwordless login for macOS
              </a>
            </li>
          </ul>
        </Panel>
      </div>
    </PageLayout>
  );
}
