import { useEffect, useState } from 'react';
import { Badge, Tabs } from '@portcullis/ui';
import { applicationResource, DefinedBy, type Application } from '@portcullis/api-client';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { formatHash, parseHash } from '../../state/hash-state';
import { countText } from '../shared/cells';
import { resourceScreen } from '../shared/resource/screens';
import type { ResourceOverrides } from '../shared/resource/overrides';
import { ApplicationKeysTab } from './ApplicationKeysTab';
import {
  ApplicationAuditTab,
  ApplicationMembersTab,
  ApplicationSessionsTab,
  ApplicationUsersTab,
} from './ApplicationScopeTabs';

const definedBy = (a: Application) =>
  a.DefinedBy === DefinedBy.System ? <Badge tone="info">System</Badge> : <Badge tone="neutral">User</Badge>;
const enabled = (a: Application) =>
  a.IsEnabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>;

const ListScreen = resourceScreen(applicationResource, 'list', {
  cells: { DefinedBy: definedBy, IsEnabled: enabled, KeyCount: (a) => countText(a.KeyCount) },
});

/** Applications → list (Application.List); Get Started's `#action=create-app` opens creation (§2.2). */
export function ApplicationListPage(props: ScreenProps) {
  useEffect(() => {
    if (parseHash(window.location.hash).values.action === 'create-app')
      navigate(links.applicationCreate(), { replace: true });
  }, []);
  return <ListScreen {...props} />;
}

/** Create (`create`) and edit (`save/:id`): the definition's form. */
export const ApplicationSavePage = resourceScreen(applicationResource, 'save');

/** The view's tabs (§2.6), selected by the bare hash name (`#Keys` from the awareness card, §2.2). */
const TAB_IDS = ['Keys', 'Users', 'Members', 'Sessions', 'Audit'] as const;

function ApplicationTabs({ app }: { app: Application }) {
  const fromHash = parseHash(window.location.hash).tab;
  const [selected, setSelected] = useState<string>(
    TAB_IDS.find((t) => t.toLowerCase() === fromHash?.toLowerCase()) ?? 'Keys',
  );
  const items = [
    { id: 'Keys', label: 'Keys', content: <ApplicationKeysTab app={app} /> },
    { id: 'Users', label: 'Users', content: <ApplicationUsersTab app={app} /> },
    { id: 'Members', label: 'Members', content: <ApplicationMembersTab app={app} /> },
    { id: 'Sessions', label: 'Sessions', content: <ApplicationSessionsTab app={app} /> },
    { id: 'Audit', label: 'Audit', content: <ApplicationAuditTab app={app} /> },
  ];
  return (
    <Tabs
      label="Application details"
      items={items}
      selectedId={selected}
      onChange={(id) => {
        setSelected(id);
        // The tab stays in the address (§2: a bare name in the hash), so a reload or a shared link keeps it.
        window.history.replaceState(window.history.state, '', formatHash({ tab: id, values: {} }) || '#');
      }}
    />
  );
}

const viewOverrides: ResourceOverrides<typeof applicationResource> = {
  facts: { DefinedBy: definedBy, IsEnabled: enabled },
  // §4 Defined-by System: the console and other built-in applications cannot be removed.
  isRemovable: (a) => a.DefinedBy !== DefinedBy.System,
  viewBelow: (a) => <ApplicationTabs app={a} />,
};

/** Applications → view/:id: the facts and the Keys, Users, Members, Sessions and Audit tabs. */
export const ApplicationViewPage = resourceScreen(applicationResource, 'view', viewOverrides);
