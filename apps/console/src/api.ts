import { createApiClient } from '@portcullis/api-client';
import { createToastStore } from '@portcullis/ui';
import { appState } from './state/app-store';
import { navigate } from './shell/navigate';
import { links } from './routes/index';
import { unauthorizedTarget } from './shell/session-expiry';

/** Toasts of the whole console: the api-client feeds it, the ui ToastProvider renders it. */
export const toastStore = createToastStore();

/** The one API client of the console (same origin; the server serves the console). */
export const api = createApiClient({
  toast: (t) => toastStore.push(t),
  // Spec §8: a 401 leads to the access-expired screen once; a 403 to the forbidden screen.
  unauthorizedRedirect: unauthorizedTarget,
  onForbidden: (data) => {
    appState.forbidden = data;
    navigate(links.accessForbidden());
  },
});
