import { useState, type ReactNode } from 'react';
import { Button, IconButton, TrashIcon } from '@portcullis/ui';
import { MoveAnnouncement, MoveButtons, useItemMoves } from '../shared/item-moves';

/**
 * An ordered list whose items are reordered by drag (onto another item) or by keyboard: Move up and
 * Move down buttons on every item, each move announced in a live region (the sort pages' pattern,
 * entity-kit SortList). The order rule is the form model's `moveItem`. With `removeLabel` each item
 * has a Remove button under it, with `add` the list ends with an Add button, and `error` says what is
 * wrong with the list as a whole (the stage and form-field editors).
 */
export function ReorderableList<T>({
  label,
  items,
  onChange,
  itemLabel,
  renderItem,
  removeLabel,
  error,
  add,
}: {
  label: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  itemLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The accessible label of an item's Remove button; without it items are not removed here. */
  removeLabel?: (item: T, index: number) => string;
  error?: string;
  /** The Add button's label and the item it appends. */
  add?: { label: string; item: () => T };
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const { move, announcement } = useItemMoves(items, onChange, itemLabel);
  return (
    <>
      <ol aria-label={label} css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {items.map((item, index) => (
          <li
            key={index}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            css={(t) => ({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: 8,
              padding: 12,
              border: `1px solid ${t.colors.border}`,
              borderRadius: 6,
              background: t.colors.surface,
            })}
          >
            <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
              <span
                draggable
                onDragStart={(e) => {
                  // Some browsers start a drag only with data set.
                  e.dataTransfer.setData('text/plain', String(index));
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(index);
                }}
                aria-hidden
                title="Drag to reorder"
                css={{ cursor: 'grab', userSelect: 'none', fontSize: 18, lineHeight: 1 }}
              >
                ⠿
              </span>
              <MoveButtons name={itemLabel(item, index)} index={index} count={items.length} move={move} />
            </div>
            <div css={{ minWidth: 0 }}>
              {removeLabel ? (
                <div css={{ display: 'grid', gap: 8 }}>
                  {renderItem(item, index)}
                  <div>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      label={removeLabel(item, index)}
                      icon={<TrashIcon />}
                      onClick={() => onChange(items.filter((_, i) => i !== index))}
                    />
                  </div>
                </div>
              ) : (
                renderItem(item, index)
              )}
            </div>
          </li>
        ))}
      </ol>
      <MoveAnnouncement text={announcement} />
      {error && (
        <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
          {error}
        </p>
      )}
      {add && (
        <div>
          <Button type="button" variant="secondary" onClick={() => onChange([...items, add.item()])}>
            {add.label}
          </Button>
        </div>
      )}
    </>
  );
}
