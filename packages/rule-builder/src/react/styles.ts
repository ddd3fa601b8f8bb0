import type { PortcullisTheme } from '@portcullis/ui';

export const controlStyle = (t: PortcullisTheme) => ({
  font: 'inherit',
  fontSize: t.fontSizes.sm,
  padding: '4px 8px',
  borderRadius: t.radii.sm,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
  minHeight: 30,
});

export const smallButtonStyle = (t: PortcullisTheme) => ({
  ...controlStyle(t),
  cursor: 'pointer',
  background: t.colors.surfaceMuted,
});
