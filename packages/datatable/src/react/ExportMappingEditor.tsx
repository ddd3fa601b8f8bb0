import { useEffect, useState } from 'react';
import { Button, IconButton, Select, TextInput } from '@portcullis/ui';
import type { ExportMappingProperty, PropertyMetadata } from '@portcullis/api-client';
import {
  canAddMappingRow,
  chosenNames,
  cleanMapping,
  emptyMappingRow,
  exportToasts,
  isReference,
  MAPPING_TOAST,
} from '../core/index';

export interface ExportMappingEditorProps {
  /** Properties of the exported object (Guid ones are references). */
  metadata: readonly PropertyMetadata[];
  /**
   * Properties of a reference, for its nested rows (one level deeper). When it rejects, `onNotify`
   * gets 'Export' / 'Failed to load properties for object {name}.'.
   */
  loadNested: (referenceName: string) => Promise<PropertyMetadata[]>;
  value: readonly ExportMappingProperty[];
  onChange: (rows: ExportMappingProperty[]) => void;
  /** Told when a row cannot be added yet (spec §5: toast 'Mapping' / 'Please fill all fields.') or a reference's properties fail to load. */
  onNotify: (toast: { title: string; message: string }) => void;
  /** Nested rows: no deeper references. */
  isNested?: boolean;
  label: string;
}

/**
 * The export mapping editor (spec §5): a row per exported property with its header title; a
 * property chosen in one row is disabled in the others; a Guid reference opens one level deeper;
 * adding a row waits until every row has a name and a title. Saving (by the caller) uses cleanMapping.
 */
export function ExportMappingEditor({
  metadata,
  loadNested,
  value,
  onChange,
  onNotify,
  isNested = false,
  label,
}: ExportMappingEditorProps) {
  const [nested, setNested] = useState<Record<string, PropertyMetadata[]>>({});
  const metaOf = (name: string) => metadata.find((m) => m.Name === name);
  useEffect(() => {
    for (const row of value) {
      if (!isNested && isReference(metaOf(row.PropertyName)) && !nested[row.PropertyName]) {
        // A reference whose properties cannot be loaded says so (§8) and stays closed.
        loadNested(row.PropertyName).then(
          (list) => setNested((n) => ({ ...n, [row.PropertyName]: list })),
          () => onNotify(exportToasts.propertiesFailed(row.PropertyName)),
        );
      }
    }
  }, [value.map((r) => r.PropertyName).join(',')]);
  const change = (index: number, next: Partial<ExportMappingProperty>) =>
    onChange(value.map((r, i) => (i === index ? { ...r, ...next } : r)));
  return (
    <div role="group" aria-label={label} css={{ display: 'grid', gap: 8, paddingLeft: isNested ? 24 : 0 }}>
      {value.map((row, index) => {
        const taken = chosenNames(value, index);
        const meta = metaOf(row.PropertyName);
        return (
          <div key={index} css={{ display: 'grid', gap: 6 }}>
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: 'minmax(160px, 1fr) minmax(160px, 1fr) auto',
                gap: 8,
                alignItems: 'end',
              }}
            >
              <Select
                label={`${label}: property ${index + 1}`}
                value={row.PropertyName || null}
                placeholder="Choose a property"
                options={metadata.map((m) => ({
                  value: m.Name,
                  label: m.Type === 'Guid' && !isNested ? `${m.Title} ›` : m.Title,
                  isDisabled: taken.has(m.Name),
                }))}
                onChange={(name) => {
                  const m = metaOf(name ?? '');
                  change(index, {
                    PropertyName: name ?? '',
                    PropertyTitle: row.PropertyTitle || (m?.Title ?? ''),
                    PropertyType: m?.Type ?? 'String',
                    Properties: [],
                  });
                }}
              />
              <TextInput
                aria-label={`${label}: title ${index + 1}`}
                placeholder="Column title"
                value={row.PropertyTitle}
                onChange={(e) => change(index, { PropertyTitle: e.target.value })}
              />
              <IconButton
                variant="ghost"
                size="sm"
                icon="×"
                label={`Remove ${row.PropertyTitle || `property ${index + 1}`}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </div>
            {!isNested && isReference(meta) && nested[row.PropertyName] && (
              <ExportMappingEditor
                metadata={nested[row.PropertyName]!}
                loadNested={loadNested}
                isNested
                label={`${row.PropertyTitle || row.PropertyName} properties`}
                value={row.Properties.length ? row.Properties : []}
                onChange={(Properties) => change(index, { Properties })}
                onNotify={onNotify}
              />
            )}
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            canAddMappingRow(value) ? onChange([...value, emptyMappingRow(value.length + 1)]) : onNotify(MAPPING_TOAST)
          }
        >
          {isNested ? 'Add nested property' : 'Add property'}
        </Button>
      </div>
    </div>
  );
}
