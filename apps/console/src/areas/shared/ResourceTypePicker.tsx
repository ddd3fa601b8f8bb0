import { useEffect, useState } from 'react';
import { FormField, Select, type SelectOption } from '@portcullis/ui';
import type { ResourceDefType, SourceOption } from '@portcullis/api-client';
import { api } from '../../api';
import { dataOrToast, pickerFailures } from './failure-toasts';

/**
 * The resource definition type select of §2.13: the source first, then the types of that source,
 * loaded by source through the picker call (§7 "its path is not shown": designed as
 * GET /Resource/Type/Picker?sourceId=). Editing a record starts at the source of its current type.
 * Removed sources are not offered. Changing the source clears the type.
 */
export function ResourceTypePicker({
  value,
  onChange,
  error,
  isRequired = true,
  typeLabel = 'Resource type',
}: {
  value: string | null;
  onChange: (typeId: string | null) => void;
  error?: string;
  /** @default true */
  isRequired?: boolean;
  /** @default 'Resource type' */
  typeLabel?: string;
}) {
  const [sources, setSources] = useState<SourceOption[] | null>(null);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [types, setTypes] = useState<ResourceDefType[] | null>(null);

  useEffect(() => {
    void api.sources.compact(undefined, { suppressErrorToast: true }).then((env) => setSources(env.Data ?? []));
  }, []);
  // The source of the chosen type, when the form opens on an existing record.
  useEffect(() => {
    if (!value || sourceId) return;
    void api.resources
      .typeGet({ params: { id: value } }, { suppressErrorToast: true })
      .then((env) => setSourceId(env.Data?.SourceId ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useEffect(() => {
    if (!sourceId) {
      setTypes(null);
      return;
    }
    let isCurrent = true;
    setTypes(null);
    // A failed load toasts the §8 'Failed to load resource types' and offers no types.
    dataOrToast(
      () => api.resources.typesForPicker({ query: { sourceId } }, { suppressErrorToast: true }),
      pickerFailures.resourceTypes,
    ).then(
      (found) => isCurrent && setTypes(found ?? []),
      () => isCurrent && setTypes([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [sourceId]);

  const sourceOptions: SelectOption[] = (sources ?? []).map((s) => ({ value: s.SourceId, label: s.Title }));
  const typeOptions: SelectOption[] = (types ?? []).map((t) => ({ value: t.ResourceDefTypeId, label: t.Title }));
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <FormField label="Source" isRequired={isRequired} help="The system that holds the resource.">
        <Select
          options={sourceOptions}
          value={sourceId}
          placeholder={sources ? 'Select...' : 'Loading...'}
          onChange={(next) => {
            setSourceId(next);
            onChange(null);
          }}
        />
      </FormField>
      <FormField
        label={typeLabel}
        isRequired={isRequired}
        error={error}
        help={
          !sourceId
            ? 'Choose the source first: its types are offered.'
            : types && !types.length
              ? 'This source has no resource types yet: add one under Resource Types.'
              : undefined
        }
      >
        <Select
          options={typeOptions}
          value={value}
          onChange={onChange}
          isDisabled={!sourceId}
          placeholder={sourceId && !types ? 'Loading...' : 'Select...'}
        />
      </FormField>
    </div>
  );
}
