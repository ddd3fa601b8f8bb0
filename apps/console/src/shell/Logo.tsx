import { usePortcullisTheme } from '@portcullis/ui';

/** The product mark, or the tenant's branding logo when one is set. */
export function Logo() {
  const theme = usePortcullisTheme();
  if (theme.logoUrl) return <img src={theme.logoUrl} alt="Portcullis" height={28} />;
  return (
    <span
      css={(t) => ({
        fontWeight: t.fontWeights.bold,
        fontSize: t.fontSizes.xl,
        color: t.colors.primary,
        letterSpacing: '0.02em',
      })}
    >
      Portcullis
    </span>
  );
}
