import type { ReactNode } from 'react';

/** A titled card of the dashboard. */
export function Panel({ title, children, minHeight }: { title: string; children: ReactNode; minHeight?: number }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      css={(t) => ({
        background: t.colors.surface,
        border: `1px solid ${t.colors.border}`,
        borderRadius: t.radii.lg,
        padding: t.space[4],
        minHeight,
        boxShadow: t.shadows.sm,
      })}
    >
      <h2 id={id} css={(t) => ({ margin: `0 0 ${t.space[3]}px`, fontSize: t.fontSizes.lg })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
