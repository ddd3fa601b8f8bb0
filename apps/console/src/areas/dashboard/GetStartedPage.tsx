import { useSnapshot } from 'valtio';
import type { ReactNode } from 'react';
import { appState } from '../../state/app-store';
import type { ScreenProps } from '../../routes/screens';
import { navigate } from '../../routes/navigate';
import { DashboardHeader } from './DashboardHeader';
import { Panel } from './Panel';

function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
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
    <>
      <DashboardHeader route={route} description="Get Started" />
      <div
        css={(t) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: t.space[4] })}
      >
        <Panel title="Users">
          <ul>
            <li>
              <ActionLink href="/directory/sources/save">Add a user source</ActionLink>
            </li>
            <li>
              <ActionLink href="/directory/users/list#action=create">Create a user</ActionLink>
            </li>
          </ul>
        </Panel>
        <Panel title="Apps">
          <ul>
            <li>
              <ActionLink href="/applications/list#action=create-app">Create an app</ActionLink>
            </li>
          </ul>
        </Panel>
        <Panel title="Security">
          <ul>
            <li>
              <ActionLink href={`/security/roles/defs/view/${roleId}#action=assign-new-user`}>
                Assign a super admin
              </ActionLink>
            </li>
            <li>
              <ActionLink href="/system/configurations#MFA">Configure MFA</ActionLink>
            </li>
            <li>
              <ActionLink href="/security/authenticators">Authenticators</ActionLink>
            </li>
            <li>
              <ActionLink href="/security/policy/defs">Policies</ActionLink>
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
    </>
  );
}
