import { useSnapshot } from 'valtio';
import { PageHeader } from '@portcullis/ui';
import { appState } from '../../state/app-store';
import { tabsFor, type AccessContext, type ResolvedRoute } from '../../routes/index';
import { navigate } from '../../shell/navigate';

/** The dashboard's page header: greeting with the user's photo and the dashboard tabs. */
export function DashboardHeader({ route, description }: { route: ResolvedRoute; description?: string }) {
  const state = useSnapshot(appState);
  const user = state.currentUser!;
  const ctx: AccessContext = {
    permissions: user.Permissions,
    isSuperAdmin: user.IsSuperAdmin,
    featureFlags: state.staticData?.featureFlags ?? [],
    tenantName: state.staticData?.tenant.Name ?? user.TenantName,
  };
  const tabs = tabsFor(route, ctx);
  return (
    <PageHeader
      title={`Welcome, ${user.FormattedName}`}
      description={description ?? route.title}
      avatar={{ name: user.FormattedName, photoUrl: user.ProfilePhotoUrl }}
      tabs={tabs.map((t) => ({ id: t.id, label: t.label }))}
      selectedTabId={route.name}
      onTabChange={(id) => {
        const tab = tabs.find((t) => t.id === id);
        if (tab) navigate(tab.href);
      }}
    />
  );
}
