import { useEffect, useState } from 'react';
import { Button, PageHeader, PageLayout, Skeleton } from '@portcullis/ui';
import type { Envelope } from '@portcullis/api-client';
import { navigate } from '../../../shell/navigate';
import type { Href } from '../../../routes/links';
import { useLoad } from '../forms';
import { MoveAnnouncement, MoveButtons, useItemMoves } from '../item-moves';

/**
 * Manual ordering (sort pages): drag an item onto another, or use its Move up / Move down buttons
 * (the keyboard alternative). Save stores the order.
 */
export function SortList<T>({
  title,
  load,
  itemKey,
  itemLabel,
  save,
  backHref,
}: {
  title: string;
  load: () => Promise<T[]>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  save: (ids: string[]) => Promise<Envelope<unknown>>;
  backHref: Href;
}) {
  const { data } = useLoad<T[]>(async () => ({ Success: true, Data: await load() }), []);
  const [items, setItems] = useState<T[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const { move, announcement } = useItemMoves(items ?? [], setItems, itemLabel);
  useEffect(() => {
    if (data) setItems(data);
  }, [data]);
  if (!items)
    return (
      <PageLayout>
        <Skeleton variant="table" label="Loading..." />
      </PageLayout>
    );
  return (
    <PageLayout
      header={<PageHeader title={title} description="Drag items into place, or use Move up and Move down." />}
    >
      <ol
        aria-label={title}
        css={{ listStyle: 'none', padding: 0, margin: '0 0 16px', maxWidth: 560, display: 'grid', gap: 6 }}
      >
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            css={(t) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              border: `1px solid ${t.colors.border}`,
              borderRadius: 6,
              background: t.colors.surface,
              cursor: 'grab',
            })}
          >
            <span css={{ flex: 1 }}>
              {index + 1}. {itemLabel(item)}
            </span>
            <MoveButtons name={itemLabel(item)} index={index} count={items.length} move={move} />
          </li>
        ))}
      </ol>
      <MoveAnnouncement text={announcement} />
      <div css={{ display: 'flex', gap: 8 }}>
        <Button
          variant="primary"
          onClick={async () => {
            const env = await save(items.map(itemKey));
            if (env.Success) navigate(backHref);
          }}
        >
          Save order
        </Button>
        <Button variant="secondary" onClick={() => navigate(backHref)}>
          Cancel
        </Button>
      </div>
    </PageLayout>
  );
}
