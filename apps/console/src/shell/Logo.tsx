import { usePortcullisTheme } from '@portcullis/ui';
import { PRODUCT_MARK_PATHS } from './product-mark';
import { APP_NAME } from './page-handoff';

/** The product's mark and name (the sign-in page draws the same, product-mark.ts), or the tenant's logo when one is set. */
export function Logo() {
  const theme = usePortcullisTheme();
  if (theme.logoUrl) return <img src={theme.logoUrl} alt={APP_NAME} height={28} />;
  return (
    <span
      css={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: t.space[2],
        fontWeight: t.fontWeights.bold,
        fontSize: t.fontSizes.xl,
        color: t.colors.primary,
        letterSpacing: '0.02em',
      })}
    >
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {PRODUCT_MARK_PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      {APP_NAME}
    </span>
  );
}
