import { useEffect, useState } from 'react';
import { Badge, Select, type SelectOption } from '@portcullis/ui';
import {
  resourceDefResource,
  resourceDefTypeResource,
  sourceResource,
  type ResourceDefType,
  type SourceOption,
} from '@portcullis/api-client';
import { api } from '../../../api';
import { links } from '../../../routes/index';
import { ConsoleLink, routerLink } from '../../shared/ConsoleLink';
import { countText } from '../../shared/cells';
import { ResourceTypePicker } from '../../shared/ResourceTypePicker';
import { resourceScreen } from '../../shared/resource/screens';
import type { ControlProps } from '../../shared/resource/overrides';

/** The sources that are not removed, for the list filters. */
function useSourceOptions(): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    void api.sources
      .compact(undefined, { suppressErrorToast: true })
      .then((env) => setOptions((env.Data ?? []).map((s: SourceOption) => ({ value: s.SourceId, label: s.Title }))));
  }, []);
  return options;
}

function SourceFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = useSourceOptions();
  return (
    <div css={{ minWidth: 200 }}>
      <Select
        label="Source"
        options={options}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        hasNoneOption
      />
    </div>
  );
}

function TypeFilter({ sourceId, value, onChange }: { sourceId: string; value: string; onChange: (v: string) => void }) {
  const [types, setTypes] = useState<ResourceDefType[]>([]);
  useEffect(() => {
    void api.resources
      .typesForPicker({ query: sourceId ? { sourceId } : {} }, { suppressErrorToast: true })
      .then((env) => setTypes(env.Data ?? []));
  }, [sourceId]);
  return (
    <div css={{ minWidth: 200 }}>
      <Select
        label="Resource type"
        options={types.map((t) => ({ value: t.ResourceDefTypeId, label: t.Title }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        hasNoneOption
      />
    </div>
  );
}

const removedBadge = (isRemoved: boolean) =>
  isRemoved ? <Badge tone="neutral">Removed</Badge> : <Badge tone="success">Active</Badge>;

/** Security → Resources: the generic list with source and type filters; holders open the objects page. */
export const ResourceListPage = resourceScreen(resourceDefResource, 'list', {
  cells: {
    HolderCount: (r) => (
      <ConsoleLink
        to={links.resourceObjects({ id: r.ResourceDefId })}
        label={`${countText(r.HolderCount)} ${r.HolderCount === 1 ? 'holder' : 'holders'} of ${r.Title}`}
      >
        {countText(r.HolderCount)} {r.HolderCount === 1 ? 'holder' : 'holders'}
      </ConsoleLink>
    ),
  },
  toolbar: (filters, setFilter) => (
    <>
      <SourceFilter
        value={filters.SourceId ?? ''}
        onChange={(v) => {
          setFilter('SourceId', v);
          setFilter('ResourceDefTypeId', '');
        }}
      />
      <TypeFilter
        sourceId={filters.SourceId ?? ''}
        value={filters.ResourceDefTypeId ?? ''}
        onChange={(v) => setFilter('ResourceDefTypeId', v)}
      />
    </>
  ),
});

/** `resources/save/:id?`: the generic form, its type chosen by source (the resource definition type picker). */
export const ResourceSavePage = resourceScreen(resourceDefResource, 'save', {
  controls: {
    ResourceDefTypeId: (props) => {
      const { value, onChange, error } = props as unknown as ControlProps<string | null>;
      return <ResourceTypePicker value={value} onChange={onChange} error={error} />;
    },
  },
});

/** Security → Resource Types: the generic list; the source filter is the list's Scope (§7 "paging plus Scope"). */
export const ResourceDefTypeListPage = resourceScreen(resourceDefTypeResource, 'list', {
  cells: {
    ResourceCount: (t) => (
      <ConsoleLink to={links.resourceList(undefined, { query: { 'f-ResourceDefTypeId': t.ResourceDefTypeId } })}>
        {countText(t.ResourceCount)} {t.ResourceCount === 1 ? 'resource' : 'resources'}
      </ConsoleLink>
    ),
  },
  toolbar: (filters, setFilter) => (
    <SourceFilter value={filters.SourceId ?? ''} onChange={(v) => setFilter('SourceId', v)} />
  ),
});

/** Security → Resource Sources: the generic list, each source with its types and its connection settings. */
export const SourceListPage = resourceScreen(sourceResource, 'list', {
  cells: {
    TypeCount: (s) => (
      <ConsoleLink to={links.resourceDefTypeList(undefined, { query: { 'f-SourceId': s.SourceId } })}>
        {countText(s.TypeCount)} {s.TypeCount === 1 ? 'type' : 'types'}
      </ConsoleLink>
    ),
    IsRemoved: (s) => removedBadge(s.IsRemoved),
  },
  rowActions: (s) =>
    s.IsRemoved ? [] : [{ id: 'settings', label: 'Settings', ...routerLink(links.sourceSettings({ id: s.SourceId })) }],
});
