import type { ReactNode } from 'react';

/** One menu entry. */
export interface MenuItem {
  id: string;
  label: string;
  onSelect?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /** Shows the entry in the danger colour. @default false */
  isDanger?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * Set when `onSelect` moves focus itself (e.g. onto the tab it selects): the menu then leaves focus
   * there instead of returning it to its trigger. @default false
   */
  movesFocus?: boolean;
  /**
   * Makes the entry one of a set of choices (WAI-ARIA `menuitemradio`): checked entries show a tick
   * and say so to assistive tech. Leave it undefined for an ordinary command.
   */
  isChecked?: boolean;
}

/** Which entry is active when the menu opens: none after a click, the first or last after a key. */
export type MenuStart = 'none' | 'first' | 'last';
