import type { ExportMappingProperty, PropertyMetadata } from '@portcullis/api-client';

/** Spec §5 export mapping rules, React-free: the editor and its tests share them. */
export const MAPPING_TOAST = { title: 'Mapping', message: 'Please fill all fields.' } as const;

const isFilled = (p: ExportMappingProperty) => p.PropertyName.trim() !== '' && p.PropertyTitle.trim() !== '';

/** Adding a row is blocked while any row (nested ones too) lacks a property name or title. */
export function canAddMappingRow(rows: readonly ExportMappingProperty[]): boolean {
  return rows.every((r) => isFilled(r) && canAddMappingRow(r.Properties));
}

/** Names already chosen at this level: those options are disabled in the other rows. */
export const chosenNames = (rows: readonly ExportMappingProperty[], except?: number): Set<string> =>
  new Set(
    rows
      .filter((_, i) => i !== except)
      .map((r) => r.PropertyName)
      .filter(Boolean),
  );

/** Saving drops items with an empty title or name (nested ones too) and renumbers Sort. */
export function cleanMapping(rows: readonly ExportMappingProperty[]): ExportMappingProperty[] {
  return rows.filter(isFilled).map((r, i) => ({
    ...r,
    PropertyName: r.PropertyName.trim(),
    PropertyTitle: r.PropertyTitle.trim(),
    Properties: cleanMapping(r.Properties),
    Sort: i + 1,
  }));
}

/** A Guid property is a reference: the editor opens it one level deeper (never further). */
export const isReference = (meta: Pick<PropertyMetadata, 'Type'> | undefined) => meta?.Type === 'Guid';

export const emptyMappingRow = (sort: number): ExportMappingProperty => ({
  PropertyName: '',
  PropertyTitle: '',
  PropertyType: 'String',
  Properties: [],
  Sort: sort,
});
