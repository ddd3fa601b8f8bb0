import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useThemeMode, type ColorModePreference } from '@portcullis/ui';
import { api } from '../api';
import { appState } from '../state/app-store';

/**
 * The colour mode follows the signed-in user: the choice kept on the server (any browser) wins over
 * this browser's once the user is known; the kit's ThemeProvider stores it locally too, so the next
 * load paints in it at once (public/color-mode.js). Nothing chosen yet: the system's mode.
 */
export function useColorModeOfUser(): void {
  const chosen = useSnapshot(appState).currentUser?.ColorMode ?? null;
  const { preference, setPreference } = useThemeMode();
  useEffect(() => {
    if (chosen && chosen !== preference) setPreference(chosen);
    // Only when the user's stored choice arrives or changes, not when this browser's changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
}

/** Keeps a choice made in the user menu for the user on the server (and on this browser at once). */
export function saveColorModeOfUser(preference: ColorModePreference): void {
  if (appState.currentUser) appState.currentUser.ColorMode = preference;
  void api.account.savePreferences({ body: { ColorMode: preference } }, { suppressSuccessToast: true });
}
