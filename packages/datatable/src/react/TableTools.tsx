import { useState } from 'react';
import { Button, Checkbox, ColumnsIcon, FormField, Popover, Select, TextInput } from '@portcullis/ui';
import { removeFilter, saveFilter, toggleColumn, type SavedFilter } from '../core/index';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; title: string }>;
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** The Columns button: a checkbox per column; the last visible one cannot be hidden. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const all = columns.map((c) => c.id);
  return (
    <Popover
      label="Columns"
      trigger={
        <Button variant="secondary" startIcon={<ColumnsIcon />}>
          Columns
        </Button>
      }
    >
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        <legend css={{ fontWeight: 600, marginBottom: 6 }}>Visible columns</legend>
        {columns.map((c) => (
          <Checkbox
            key={c.id}
            label={c.title}
            checked={visible.includes(c.id)}
            disabled={visible.length === 1 && visible.includes(c.id)}
            onChange={() => onChange(toggleColumn(visible, c.id, all))}
          />
        ))}
      </fieldset>
    </Popover>
  );
}

export interface SavedFiltersControlProps {
  saved: readonly SavedFilter[];
  current: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
  onChange: (saved: SavedFilter[]) => void;
}

/** Saved filters: pick one to apply it, save the current filters under a name, or delete one. */
export function SavedFiltersControl({ saved, current, onApply, onChange }: SavedFiltersControlProps) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const hasFilters = Object.values(current).some((v) => v.trim() !== '');
  return (
    <div css={(t) => ({ display: 'flex', gap: t.space[2], alignItems: 'center' })}>
      {saved.length > 0 && (
        <div css={{ width: 200 }}>
          <Select
            label="Saved filters"
            placeholder="Saved filters"
            options={saved.map((f) => ({ value: f.id, label: f.label }))}
            value={chosen}
            onChange={(id) => {
              setChosen(id);
              const f = saved.find((x) => x.id === id);
              if (f) onApply(f.filters);
            }}
          />
        </div>
      )}
      {chosen && (
        <Button
          variant="quiet"
          onClick={() => {
            onChange(removeFilter(saved, chosen));
            setChosen(null);
          }}
        >
          Delete saved filter
        </Button>
      )}
      <Popover
        label="Save filters"
        trigger={
          <Button variant="secondary" disabled={!hasFilters}>
            Save filters
          </Button>
        }
      >
        <form
          css={(t) => ({ display: 'grid', gap: t.space[3], width: 240 })}
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return;
            onChange(saveFilter(saved, name, current));
            setChosen(name.trim().toLowerCase());
            setName('');
          }}
        >
          <FormField label="Filter name">
            <TextInput value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <Button type="submit" size="sm" variant="primary" disabled={!name.trim()}>
            Save
          </Button>
        </form>
      </Popover>
    </div>
  );
}
