import { css, keyframes } from '@emotion/react';
import { visuallyHidden } from '../styles';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * Shape: a table, a page header (avatar, title, description) or lines of text.
   * @default 'text'
   */
  variant?: 'table' | 'header' | 'text';
  /**
   * Rows of a table or lines of text.
   * @default 5 for tables, 3 for text
   */
  rows?: number;
  /**
   * Columns of a table.
   * @default 4
   */
  columns?: number;
  /**
   * Text read by screen readers.
   * @default 'Loading...'
   */
  label?: string;
}

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: .45 }`;

const Bar = ({ width, height = 12 }: { width: string; height?: number }) => (
  <span
    aria-hidden="true"
    data-skeleton-bar=""
    css={(theme) => css`
      display: block;
      width: ${width};
      height: ${height}px;
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surfaceMuted};
      animation: ${pulse} 1.4s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
  />
);

const widths = ['92%', '76%', '84%', '64%', '88%'];

/** Loading placeholder in table, header or text shapes; announced as busy. */
export function Skeleton({ variant = 'text', rows, columns = 4, label = 'Loading...' }: SkeletonProps) {
  const lineCount = rows ?? (variant === 'table' ? 5 : 3);
  return (
    <div role="status" aria-busy="true" data-variant={variant} css={{ display: 'grid', gap: 10 }}>
      <span css={visuallyHidden}>{label}</span>
      {variant === 'header' && (
        <div css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span
            aria-hidden="true"
            css={(theme) => ({ width: 48, height: 48, borderRadius: '50%', background: theme.colors.surfaceMuted })}
          />
          <div css={{ flex: 1, display: 'grid', gap: 8 }}>
            <Bar width="40%" height={18} />
            <Bar width="65%" />
          </div>
        </div>
      )}
      {variant === 'text' &&
        Array.from({ length: lineCount }, (_, i) => <Bar key={i} width={widths[i % widths.length] as string} />)}
      {variant === 'table' && (
        <div css={{ display: 'grid', gap: 10 }}>
          {Array.from({ length: lineCount + 1 }, (_, r) => (
            <div
              key={r}
              data-skeleton-row=""
              css={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 16 }}
            >
              {Array.from({ length: columns }, (_, c) => (
                <Bar
                  key={c}
                  width={r === 0 ? '60%' : (widths[(r + c) % widths.length] as string)}
                  height={r === 0 ? 14 : 12}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
