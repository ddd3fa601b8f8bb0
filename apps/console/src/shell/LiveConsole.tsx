import { useEffect } from 'react';
import { api } from '../api';
import { setStaticData } from '../state/app-store';
import { onConsoleChange } from '../state/console-hub';
import { BrandingTheme } from '../areas/branding/BrandingTheme';

/**
 * What keeps an open console in step with changes made elsewhere (issue 28, the console hub): the
 * tenant's branding, and the feature flags (re-read with the static data, so pages and panels behind a
 * flag come and go). Loaded after the console's first render: neither is needed to draw the page, and
 * the branding itself arrives from the server after the console starts.
 */
export default function LiveConsole() {
  useEffect(
    () =>
      onConsoleChange((kind) => {
        if (kind !== 'Flags') return;
        void api.application.getStaticData(undefined, { suppressErrorToast: true }).then((env) => {
          if (env.Success && env.Data) setStaticData(env.Data);
        });
      }),
    [],
  );
  return <BrandingTheme />;
}
