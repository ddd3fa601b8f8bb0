import type { ReactNode } from 'react';

/** A definition list of facts (label → value) used by the view pages. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 24px', margin: '0 0 16px' }}>
      {facts.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt css={(t) => ({ color: t.colors.textMuted })}>{term}</dt>
          <dd css={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
