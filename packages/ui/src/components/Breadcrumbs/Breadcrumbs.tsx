import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { ChevronRightIcon } from '../icons';
import { Link } from '../Link/Link';

/** One step of a trail. */
export interface BreadcrumbItem {
  label: string;
  /** Where the step leads; the last step (the page itself) and steps without a page are plain text. */
  href?: string | null;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From the section down to the current page (the last item). */
  items: readonly BreadcrumbItem[];
  /**
   * Client-side navigation: called on a plain click (no modifier key) instead of loading the page;
   * without it the links load their pages as any link does.
   */
  onNavigate?: (href: string) => void;
  /**
   * Names the landmark.
   * @default 'Breadcrumb'
   */
  label?: string;
}

/**
 * Where a page sits: a `nav` landmark with an ordered list of links, chevrons between them, and the
 * current page last as text marked `aria-current="page"` (the WAI-ARIA breadcrumb pattern). The
 * trail wraps onto more lines on a narrow screen rather than widening the page.
 */
export function Breadcrumbs({ items, onNavigate, label = 'Breadcrumb' }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const onClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={label}>
      <ol
        css={(t) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: t.space[1],
          margin: 0,
          padding: 0,
          listStyle: 'none',
          ...t.text.caption,
          color: t.colors.textMuted,
        })}
      >
        {items.map((item, i) => {
          const isCurrent = i === items.length - 1;
          return (
            <li
              key={`${i}-${item.label}`}
              css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: t.space[1], minWidth: 0 })}
            >
              {i > 0 && <ChevronRightIcon size={12} css={{ flexShrink: 0 }} />}
              {isCurrent ? (
                <span aria-current="page" css={{ overflowWrap: 'anywhere' }}>
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} onClick={onClick(item.href)}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const PageBreadcrumbContext = createContext<ReactNode>(null);

/**
 * Gives every {@link PageHeader} inside a breadcrumb it shows when it is given none of its own: the
 * host's shell derives the trail from its routes once instead of each screen passing it.
 */
export function PageBreadcrumbProvider({ breadcrumb, children }: { breadcrumb: ReactNode; children: ReactNode }) {
  return <PageBreadcrumbContext.Provider value={breadcrumb}>{children}</PageBreadcrumbContext.Provider>;
}

/** The breadcrumb a {@link PageBreadcrumbProvider} above gives, if any. */
export const usePageBreadcrumb = (): ReactNode => useContext(PageBreadcrumbContext);
