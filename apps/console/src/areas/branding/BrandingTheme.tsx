import { useEffect, useState } from 'react';
import { useBranding, useThemeMode } from '@portcullis/ui';
import type { BrandingTheme as Theme } from '@portcullis/api-client';
import { api } from '../../api';
import { onConsoleChange } from '../../state/console-hub';
import { brandCssProperties, kitBrandingOf } from './brand-theme';

const FAVICON_ID = 'tenant-favicon';

/**
 * Applies the tenant's branding (issue 28, §2.12) to the whole console: the kit's theme tokens
 * (primary colour, its text colour, logo) through `useBranding`, the colours as CSS custom properties
 * on the root element for anything styled outside the kit, and the favicon. Loaded at start and again
 * whenever the console hub says the branding changed, so saving re-themes open consoles.
 */
export function BrandingTheme() {
  const { setBranding } = useBranding();
  const { mode } = useThemeMode();
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    if (theme) setBranding(kitBrandingOf(theme, mode));
  }, [theme, mode, setBranding]);
  useEffect(() => {
    let isCurrent = true;
    const load = () =>
      void api.branding.theme(undefined, { suppressErrorToast: true }).then(
        (env) => {
          if (!isCurrent || !env.Success || !env.Data) return;
          const theme = env.Data;
          setTheme(theme);
          const root = document.documentElement;
          for (const [name, value] of Object.entries(brandCssProperties(theme))) root.style.setProperty(name, value);
          let icon = document.getElementById(FAVICON_ID) as HTMLLinkElement | null;
          if (theme.FaviconUrl) {
            icon ??= Object.assign(document.createElement('link'), { id: FAVICON_ID, rel: 'icon' });
            icon.href = theme.FaviconUrl;
            document.head.append(icon);
          } else icon?.remove();
        },
        () => undefined, // the product's own look stays
      );
    load();
    const stop = onConsoleChange((kind) => {
      if (kind === 'Branding') load();
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, []);
  return null;
}
