import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PermissionGate } from '../Access/AccessProvider';
import { Avatar } from '../Avatar/Avatar';
import { Button, type ButtonVariant } from '../Button/Button';
import { Menu } from '../Menu/Menu';
import { Tabs, type TabItem } from '../Tabs/Tabs';
import { inputBase } from '../styles';

/** An action button of the header. */
export interface PageHeaderAction {
  id: string;
  label: string;
  onClick: () => void;
  /** Permission needed to show the button; the button is removed without it. */
  permission?: string | readonly string[];
  /** @default 'secondary' */
  variant?: ButtonVariant;
}

/** A saved filter of the dropdown. */
export interface SavedFilter {
  id: string;
  label: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows an avatar: initials of `name` (default 'APP') or the photo. */
  avatar?: { name?: string | null; photoUrl?: string | null };
  /** Tabs of the child routes; selection goes through `onTabChange`. */
  tabs?: readonly TabItem[];
  selectedTabId?: string;
  onTabChange?: (id: string) => void;
  /** A search box; the placeholder differs per page (ListUser, ProfileList). */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string; label?: string };
  /** A saved-filter dropdown. */
  savedFilters?: { items: readonly SavedFilter[]; selectedId?: string | null; onSelect: (id: string) => void };
  /** Action buttons, each optionally gated by a permission. */
  actions?: readonly PageHeaderAction[];
}

/** A page's header: avatar, title, description, tabs, search, saved filters and permission-gated actions. */
export function PageHeader({
  title,
  description,
  avatar,
  tabs,
  selectedTabId,
  onTabChange,
  search,
  savedFilters,
  actions,
}: PageHeaderProps) {
  const selectedFilter = savedFilters?.items.find((f) => f.id === savedFilters.selectedId);
  return (
    <header
      css={(theme) => css`
        display: grid;
        gap: 12px;
        padding: 16px 20px 0;
        background: ${theme.colors.surface};
        border-bottom: ${tabs ? 'none' : `1px solid ${theme.colors.border}`};
      `}
    >
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {avatar && <Avatar name={avatar.name ?? null} photoUrl={avatar.photoUrl ?? null} size={48} />}
        <div css={{ flex: '1 1 240px', minWidth: 0 }}>
          <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.bold })}>
            {title}
          </h1>
          {description && <p css={(theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted })}>{description}</p>}
        </div>
        <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {search && (
            <input
              type="search"
              value={search.value}
              onChange={(e) => search.onChange(e.target.value)}
              placeholder={search.placeholder ?? 'Search...'}
              aria-label={search.label ?? 'Search'}
              css={(theme) => [inputBase(theme), { width: 220 }]}
            />
          )}
          {savedFilters && (
            <Menu
              label={selectedFilter ? `Filter: ${selectedFilter.label}` : 'Saved filters'}
              items={savedFilters.items.map((f) => ({
                id: f.id,
                label: f.label,
                onSelect: () => savedFilters.onSelect(f.id),
              }))}
            />
          )}
          {actions?.map((action) => {
            const button = (
              <Button key={action.id} variant={action.variant ?? 'secondary'} onClick={action.onClick}>
                {action.label}
              </Button>
            );
            return action.permission ? (
              <PermissionGate key={action.id} permission={action.permission}>
                {button}
              </PermissionGate>
            ) : (
              button
            );
          })}
        </div>
      </div>
      {tabs && (
        <Tabs
          items={tabs}
          label={typeof title === 'string' ? `${title} sections` : 'Sections'}
          {...(selectedTabId ? { selectedId: selectedTabId } : {})}
          {...(onTabChange ? { onChange: onTabChange } : {})}
        />
      )}
    </header>
  );
}
