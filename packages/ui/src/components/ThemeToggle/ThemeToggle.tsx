import { useThemeMode } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { MoonIcon, SunIcon } from '../icons';

/** Props of {@link ThemeToggle}. */
export interface ThemeToggleProps {
  /**
   * Accessible name of the switch.
   * @default 'Dark mode'
   */
  label?: string;
}

/** Switches between light and dark; the choice is kept by the {@link ThemeProvider}'s storage. */
export function ThemeToggle({ label = 'Dark mode' }: ThemeToggleProps) {
  const { mode, toggleMode } = useThemeMode();
  return (
    <Button
      role="switch"
      aria-checked={mode === 'dark'}
      onClick={toggleMode}
      startIcon={mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    >
      {label}
    </Button>
  );
}
