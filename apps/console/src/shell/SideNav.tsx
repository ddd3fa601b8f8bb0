import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-store';
import { activeNavChild, buildNavigation, routeTree, type AccessContext } from '../routes/index';
import { navigate } from '../routes/navigate';

/**
 * The side navigation, derived from the route table (spec §2.13): nested and collapsible; clicking a
 * parent opens its children; clicking an item goes to its route (or its default child); the active
 * item (the section of the page: Users on a user's view) is highlighted and marked `aria-current`.
 */
export function SideNav({ activePath }: { activePath: string | null }) {
  const state = useSnapshot(appState);
  const user = state.currentUser;
  const items = useMemo(() => {
    if (!user) return [];
    const ctx: AccessContext = {
      permissions: user.Permissions,
      isSuperAdmin: user.IsSuperAdmin,
      featureFlags: state.staticData?.featureFlags ?? [],
      tenantName: state.staticData?.tenant.Name ?? user.TenantName,
    };
    return buildNavigation(routeTree, ctx);
  }, [user, state.staticData]);
  const activeTop = items.find((i) => activePath?.startsWith(i.fullPath + '/') || activePath === i.fullPath)?.name;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (name: string) => open[name] ?? name === activeTop;
  const activeChild = activeTop
    ? activeNavChild(
        items.find((i) => i.name === activeTop)!,
        activePath,
      )
    : null;

  return (
    <nav
      aria-label="Main"
      css={(t) => ({
        width: 240,
        flexShrink: 0,
        borderRight: `1px solid ${t.colors.border}`,
        background: t.colors.surface,
        minHeight: 'calc(100vh - 56px)',
        padding: `${t.space[3]}px 0`,
      })}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              aria-expanded={isOpen(item.name)}
              aria-controls={`nav-${item.name}`}
              onClick={() => setOpen((o) => ({ ...o, [item.name]: !isOpen(item.name) }))}
              css={(t) => ({
                width: '100%',
                textAlign: 'left',
                background: 'none',
                border: 0,
                cursor: 'pointer',
                padding: `${t.space[2]}px ${t.space[4]}px`,
                color: t.colors.text,
                fontWeight: item.name === activeTop ? t.fontWeights.bold : t.fontWeights.medium,
                fontSize: t.fontSizes.md,
              })}
            >
              {item.title}
            </button>
            {isOpen(item.name) && (
              <ul id={`nav-${item.name}`} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {item.children.map((child) => {
                  const isActive = child === activeChild;
                  return (
                    <li key={child.name}>
                      <a
                        href={child.href}
                        aria-current={isActive ? (child.fullPath === activePath ? 'page' : 'location') : undefined}
                        onClick={(e) => {
                          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                          e.preventDefault();
                          navigate(child.href);
                        }}
                        css={(t) => ({
                          display: 'block',
                          padding: `${t.space[1]}px ${t.space[4]}px ${t.space[1]}px ${t.space[6]}px`,
                          textDecoration: 'none',
                          fontSize: t.fontSizes.sm,
                          color: isActive ? t.colors.primary : t.colors.textMuted,
                          borderLeft: `3px solid ${isActive ? t.colors.primary : 'transparent'}`,
                          fontWeight: isActive ? t.fontWeights.bold : t.fontWeights.regular,
                        })}
                      >
                        {child.title}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
