import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** Spec §2.13: with no login, a brand-only header is shown. */
export function BrandOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <div css={(t) => ({ minHeight: '100vh', background: t.colors.background, color: t.colors.text })}>
      <header
        css={(t) => ({
          height: 56,
          display: 'flex',
          alignItems: 'center',
          padding: `0 ${t.space[5]}px`,
          borderBottom: `1px solid ${t.colors.border}`,
          background: t.colors.surface,
        })}
      >
        <Logo />
      </header>
      <main css={(t) => ({ maxWidth: 560, margin: '0 auto', padding: t.space[7] })}>{children}</main>
    </div>
  );
}
