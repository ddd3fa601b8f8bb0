import type { Theme } from '@emotion/react';
// Brings the design system's theme typing (colors, radii…) to Emotion's Theme.
import type {} from '@portcullis/ui';

export const controlStyle = (t: Theme) => ({
  font: 'inherit',
  fontSize: t.fontSizes.sm,
  padding: '4px 8px',
  borderRadius: t.radii.sm,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
  minHeight: 30,
});

export const smallButtonStyle = (t: Theme) => ({
  ...controlStyle(t),
  cursor: 'pointer',
  background: t.colors.surfaceMuted,
});
