import { createApiClient } from '@portcullis/api-client';
import { createToastStore } from '@portcullis/ui';
import { appState } from './state/app-store';
import { navigate } from './routes/navigate';
import { links } from './routes/index';

/** Toasts of the whole console: the api-client feeds it, the ui ToastProvider renders it. */
export const toastStore = createToastStore();

/** The one API client of the console (same origin; the server serves the console). */
export const api = createApiClient({
  toast: (t) => toastStore.push(t),
  onForbidden: (data) => {
    appState.forbidden = data;
    navigate(links.accessForbidden());
  },
});
