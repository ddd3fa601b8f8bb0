import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AccessProvider, ThemeProvider, ToastProvider } from '@portcullis/ui';
import { api, toastStore } from './api';
import { appState, setStaticData } from './state/app-store';
import { RouteView } from './shell/RouteView';
import { links } from './routes/index';
import { chooseLanguage, initialLanguage } from './i18n/i18n-state';
import { loadMessages } from './i18n/load-messages';
import { useColorModeOfUser } from './shell/color-mode';

const LiveConsole = lazy(() => import('./shell/LiveConsole'));

/** Applies the signed-in user's colour mode (inside the ThemeProvider). */
function UserColorMode() {
  useColorModeOfUser();
  return null;
}

/** Loads static data (who is signed in, flags, policies) once, then renders the routed screen. */
export function App() {
  const state = useSnapshot(appState);
  useEffect(() => {
    void chooseLanguage(initialLanguage(), loadMessages, false);
    // Spec §2.1: the setup path skips static-data loading.
    if (window.location.pathname.startsWith(links.setup())) {
      appState.loading = false;
      return;
    }
    void api.application.getStaticData(undefined, { suppressErrorToast: true }).then(
      (env) => {
        if (env.Success && env.Data) setStaticData(env.Data);
        appState.loading = false;
      },
      () => {
        appState.loading = false;
      },
    );
  }, []);
  const user = state.currentUser;
  return (
    <ThemeProvider defaultMode="system">
      <UserColorMode />
      <Suspense fallback={null}>
        <LiveConsole />
      </Suspense>
      <ToastProvider store={toastStore}>
        <AccessProvider
          permissions={user?.Permissions ?? []}
          featureFlags={state.staticData?.featureFlags ?? []}
          isSuperAdmin={user?.IsSuperAdmin ?? false}
        >
          <RouteView />
        </AccessProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
