import { useState } from 'react';
import { IconButton } from '@portcullis/ui';
import { moveItem } from '@portcullis/api-client';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/**
 * Reordering a list by drag or keyboard, as the sort pages (resource/SortList) and the workflow
 * designers (ReorderableList) do: `move(from, to)` keeps the order rule (`moveItem`) and says each move
 * in `announcement`, the text of the list's live region (`MoveAnnouncement`).
 */
export function useItemMoves<T>(
  items: readonly T[],
  onChange: (items: T[]) => void,
  itemLabel: (item: T, index: number) => string,
) {
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(`${itemLabel(items[from]!, from)} moved to position ${to + 1} of ${items.length}.`);
  };
  return { move, announcement };
}

/** The keyboard alternative to dragging: Move up and Move down for the item at `index` of `count`. */
export function MoveButtons({
  name,
  index,
  count,
  move,
}: {
  /** The item as its buttons name it ('Move Payroll up'). */
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  return (
    <>
      <IconButton
        size="sm"
        variant="ghost"
        label={`Move ${name} up`}
        icon="↑"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      />
      <IconButton
        size="sm"
        variant="ghost"
        label={`Move ${name} down`}
        icon="↓"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      />
    </>
  );
}

/** The live region that says each move (visually hidden). */
export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <p role="status" css={visuallyHidden}>
      {text}
    </p>
  );
}
