import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '../../core/color-mode';
import { useThemeMode } from '../../theme/ThemeProvider';
import type { MenuItem } from '../Menu/menu-item';

/** How each colour-mode choice reads in a menu. */
export const COLOR_MODE_LABELS: Record<ColorModePreference, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

/**
 * The colour-mode choices as menu entries (checked radio items), for a user menu: choosing one sets
 * the ThemeProvider's preference and calls `onChoose` (a host saving it for the user, say).
 */
export function useColorModeMenuItems(onChoose?: (preference: ColorModePreference) => void): MenuItem[] {
  const { preference, setPreference } = useThemeMode();
  return COLOR_MODE_PREFERENCES.map((choice) => ({
    id: `color-mode-${choice}`,
    label: COLOR_MODE_LABELS[choice],
    isChecked: preference === choice,
    onSelect: () => {
      setPreference(choice);
      onChoose?.(choice);
    },
  }));
}
