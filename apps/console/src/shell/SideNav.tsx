import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { accessContextOf, appState } from '../state/app-store';
import { activeNavChild, buildNavigation, routeTree } from '../routes/index';
import { navigate } from './navigate';
import { navIconOf } from './nav-icons';
import { useTranslation } from '../i18n/useTranslation';

/**
 * The side navigation's lists, derived from the route table (spec §2.13): nested and collapsible;
 * clicking a parent opens its children; clicking an item goes to its route (or its default child) and
 * tells `onNavigate` (the drawer closes); the active item (the section of the page: Users on a user's
 * view) is highlighted and marked `aria-current`. Each section shows its icon (nav-icons.tsx). The
 * frame around it (sidebar or drawer) is the kit's AppNav, drawn by the AppShell.
 */
export function SideNav({ activePath, onNavigate }: { activePath: string | null; onNavigate?: () => void }) {
  const state = useSnapshot(appState);
  const { t } = useTranslation();
  const user = state.currentUser;
  const items = useMemo(() => {
    const ctx = accessContextOf(state);
    return ctx ? buildNavigation(routeTree, ctx) : [];
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
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const Icon = navIconOf(item.name);
        return (
          <li key={item.name}>
            <button
              type="button"
              aria-expanded={isOpen(item.name)}
              aria-controls={`nav-${item.name}`}
              onClick={() => setOpen((o) => ({ ...o, [item.name]: !isOpen(item.name) }))}
              css={(t) => ({
                display: 'flex',
                alignItems: 'center',
                gap: t.space[3],
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
              {Icon && <Icon size={18} css={(t) => ({ flexShrink: 0, color: t.colors.textMuted })} />}
              {t(item.name)}
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
                          onNavigate?.();
                        }}
                        css={(t) => ({
                          display: 'block',
                          // Indented past the section's icon, so children line up with their section's title.
                          padding: `${t.space[1]}px ${t.space[4]}px ${t.space[1]}px ${t.space[4] + 18 + t.space[3]}px`,
                          textDecoration: 'none',
                          fontSize: t.fontSizes.sm,
                          color: isActive ? t.colors.primary : t.colors.textMuted,
                          borderLeft: `3px solid ${isActive ? t.colors.primary : 'transparent'}`,
                          fontWeight: isActive ? t.fontWeights.bold : t.fontWeights.regular,
                        })}
                      >
                        {t(child.name)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
