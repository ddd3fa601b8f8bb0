import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** The page's header, usually a {@link PageHeader}. */
  header?: ReactNode;
  /** Messages between header and content (a licence warning, a not-found notice). */
  banner?: ReactNode;
  /** The page's content: sections, tables, forms. */
  children?: ReactNode;
  /**
   * How wide the content grows: `full` for lists and dashboards, `form` for a single form (a readable
   * line length, `theme.layout.formMaxWidth`).
   * @default 'full'
   */
  width?: 'full' | 'form';
}

/**
 * The frame of every screen: the header band on top, then the content with the page gutters
 * (`theme.layout.gutter`) and a fixed gap under the header (`theme.layout.headerGap`), so content
 * never touches the header's bottom edge or its tabs. Sections inside are spaced by
 * `theme.layout.sectionGap`. The host's `<main>` should add no padding of its own.
 */
export function PageLayout({ header, banner, children, width = 'full' }: PageLayoutProps) {
  return (
    <div data-page-layout="" css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {header}
      <div
        data-page-content=""
        css={(theme) => css`
          box-sizing: border-box;
          width: 100%;
          max-width: ${
            (width === 'form' ? theme.layout.formMaxWidth : theme.layout.maxWidth) + 2 * theme.layout.gutter
          }px;
          padding: ${theme.layout.headerGap}px ${theme.layout.gutter}px ${theme.space[8]}px;
          display: grid;
          gap: ${theme.layout.sectionGap}px;
          align-content: start;
          min-width: 0;
        `}
      >
        {banner}
        {children}
      </div>
    </div>
  );
}

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** Heading of the section (an `h2`); it also names the section. */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title (secondary or quiet: the page's primary action is in its header). */
  actions?: ReactNode;
  children?: ReactNode;
  /**
   * Draws the section as a card (surface, border, padding); `false` for content that brings its own
   * frame, such as a DataTable.
   * @default true
   */
  isCard?: boolean;
}

/** A titled part of a page, by default on a card: the unit screens are built from. */
export function PageSection({ title, description, actions, children, isCard = true }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      css={(theme) => [
        { display: 'grid', gap: theme.space[4], minWidth: 0, alignContent: 'start' },
        isCard && {
          padding: theme.space[5],
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.lg,
          boxShadow: theme.elevation.raised,
        },
      ]}
    >
      {(title || actions) && (
        <div css={(theme) => ({ display: 'flex', gap: theme.space[3], alignItems: 'flex-start', flexWrap: 'wrap' })}>
          <div css={{ flex: '1 1 240px', minWidth: 0 }}>
            {title && (
              <h2 id={headingId} css={(theme) => ({ margin: 0, ...theme.text.sectionTitle })}>
                {title}
              </h2>
            )}
            {description && (
              <p css={(theme) => ({ margin: `${theme.space[1]}px 0 0`, color: theme.colors.textMuted })}>
                {description}
              </p>
            )}
          </div>
          {actions && (
            <div css={(theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', flexWrap: 'wrap' })}>
              {actions}
            </div>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
