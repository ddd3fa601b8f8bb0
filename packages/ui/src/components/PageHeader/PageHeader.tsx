import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PermissionGate } from '../Access/AccessProvider';
import { Avatar } from '../Avatar/Avatar';
import { actionLook, destructiveVerb, type DestructiveKind } from '../../core/action-language';
import { usePageBreadcrumb } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { TrashIcon } from '../icons';
import { Menu } from '../Menu/Menu';
import { SearchInput } from '../SearchInput/SearchInput';
import { Tabs, type TabItem } from '../Tabs/Tabs';

interface PageHeaderActionBase {
  id: string;
  onClick: () => void;
  /** Permission needed to show the button; the button is removed without it. */
  permission?: string | readonly string[];
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * An action button of the header. Its look is not the screen's choice (the language of actions):
 * the header's `primaryAction` is filled, every other action outlined. A destructive action names
 * what it does with `destroys` and gets the one verb for it ('Delete' or 'Remove') and a trash icon;
 * its confirmation dialog carries the danger.
 */
export type PageHeaderAction = PageHeaderActionBase &
  ({ label: string; destroys?: never } | { destroys: DestructiveKind; label?: never });

/** The visible word of a header action. */
export function pageHeaderActionLabel(action: PageHeaderAction): string {
  return action.destroys ? destructiveVerb(action.destroys) : action.label!;
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
  /**
   * A trail or back link above the title (e.g. 'Users' on a user's page).
   * @default the one a PageBreadcrumbProvider above gives, if any
   */
  breadcrumb?: ReactNode;
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
  /**
   * The one main action of the view (Create user, Edit): drawn filled, first of the actions. A view
   * has at most one, so it is a single prop rather than a look an action may choose.
   */
  primaryAction?: PageHeaderAction;
  /** Every other action, outlined, each optionally gated by a permission. */
  actions?: readonly PageHeaderAction[];
}

/**
 * A page's header band: breadcrumb, avatar, title, description, search, saved filters and
 * permission-gated actions (one primary at most, first; the others outlined), with the page's tabs along its bottom edge.
 * Put it in {@link PageLayout}'s `header` so the content keeps its distance.
 */
export function PageHeader({
  title,
  description,
  breadcrumb: ownBreadcrumb,
  avatar,
  tabs,
  selectedTabId,
  onTabChange,
  search,
  savedFilters,
  primaryAction,
  actions,
}: PageHeaderProps) {
  const givenBreadcrumb = usePageBreadcrumb();
  const breadcrumb = ownBreadcrumb ?? givenBreadcrumb;
  const selectedFilter = savedFilters?.items.find((f) => f.id === savedFilters.selectedId);
  const drawn = [
    ...(primaryAction ? [{ action: primaryAction, isPrimary: true }] : []),
    ...(actions ?? []).map((action) => ({ action, isPrimary: false })),
  ];
  return (
    <header
      data-page-header=""
      css={(theme) => css`
        display: grid;
        gap: ${theme.space[4]}px;
        padding: ${theme.space[5]}px ${theme.layout.gutter}px ${tabs ? 0 : theme.space[5]}px;
        background: ${theme.colors.surface};
        /* With tabs, the tab list's underline is the header's bottom edge. */
        border-bottom: ${tabs ? 'none' : `1px solid ${theme.colors.border}`};
      `}
    >
      <div css={(theme) => ({ display: 'flex', gap: theme.space[4], alignItems: 'center', flexWrap: 'wrap' })}>
        {avatar && <Avatar name={avatar.name ?? null} photoUrl={avatar.photoUrl ?? null} size={48} />}
        <div css={{ flex: '1 1 240px', minWidth: 0 }}>
          {breadcrumb && (
            <div
              css={(theme) => ({ marginBottom: theme.space[1], ...theme.text.caption, color: theme.colors.textMuted })}
            >
              {breadcrumb}
            </div>
          )}
          <h1 css={(theme) => ({ margin: 0, ...theme.text.pageTitle, overflowWrap: 'anywhere' })}>{title}</h1>
          {description && (
            <p css={(theme) => ({ margin: `${theme.space[1]}px 0 0`, color: theme.colors.textMuted })}>{description}</p>
          )}
        </div>
        <div css={(theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', flexWrap: 'wrap' })}>
          {search && (
            <SearchInput
              value={search.value}
              onChange={search.onChange}
              placeholder={search.placeholder ?? 'Search...'}
              label={search.label ?? 'Search'}
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
          {drawn.map(({ action, isPrimary }) => {
            const button = (
              <Button
                key={action.id}
                variant={actionLook('page', { isPrimary, ...(action.destroys ? { destroys: action.destroys } : {}) })}
                onClick={action.onClick}
                startIcon={action.icon ?? (action.destroys ? <TrashIcon /> : undefined)}
                disabled={action.isDisabled}
                data-action-place="page"
              >
                {pageHeaderActionLabel(action)}
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
