import { useEffect, useState } from 'react';
import { AsyncSearchSelect, FormField, PageHeader, PageLayout, Select, type SelectOption } from '@portcullis/ui';
import { ObjectOwnerType } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { searchUsers } from '../shared/object-search';
import { OWNED_OBJECT_TYPES, OWNER_TYPE_OPTIONS } from './owner-types';

type OwnerTypeValue = (typeof ObjectOwnerType)[keyof typeof ObjectOwnerType];

/** The §7 owner search (`GET /ObjectOwner/Search?type&search`): objects of the chosen type by title or name. */
const searchOwnedObjects = (type: string) => async (text: string, signal: AbortSignal) =>
  ((await api.objectOwners.search({ query: { type, search: text } }, { signal })).Data ?? []).map(
    (o): SelectOption => ({ value: o.ObjectId, label: o.Title, description: o.Name }),
  );

/**
 * Governance → object owners → save (`object-owners/save/:id?`; §7 Save): an object (picked with the
 * owner search of its type), its owner (the user search picker) and the §4 owner type.
 */
export function ObjectOwnerSavePage({ route, params }: ScreenProps) {
  const id = params.id ?? null;
  const [typeName, setTypeName] = useState<string>('User');
  const [object, setObject] = useState<SelectOption | null>(null);
  const [owner, setOwner] = useState<SelectOption | null>(null);
  const [ownerType, setOwnerType] = useState<OwnerTypeValue>(ObjectOwnerType.GovernanceOwner);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const [isMissing, setMissing] = useState(false);

  useEffect(() => {
    if (!id) return;
    void api.objectOwners
      .definitionList({
        body: { CurrentPage: 1, ItemPerPage: 1, Filters: [{ Column: 'ObjectOwnerId', Value: id, Operator: 0 }] },
      })
      .then((env) => {
        const found = env.Data?.Data[0];
        if (!found) return setMissing(true);
        setTypeName(found.ObjectTypeName);
        setObject({ value: found.ObjectId, label: found.ObjectTitle });
        setOwner({ value: found.OwnerUserId, label: found.OwnerUserName });
        setOwnerType(found.OwnerType as OwnerTypeValue);
      });
  }, [id]);

  const save = async () => {
    const missing: Record<string, string> = {};
    if (!object) missing.object = 'Object is required.';
    if (!owner) missing.owner = 'Owner is required.';
    setErrors(missing);
    if (!object || !owner) return;
    setBusy(true);
    try {
      const env = await api.objectOwners.save({
        body: {
          ...(id ? { ObjectOwnerId: id } : {}),
          ObjectTypeName: typeName,
          ObjectId: object.value,
          OwnerUserId: owner.value,
          OwnerType: ownerType,
        },
      });
      if (env.Success) navigate(links.objectOwnerList());
    } finally {
      setBusy(false);
    }
  };

  if (isMissing)
    return (
      <PageLayout header={<PageHeader title={route.title} />}>
        <p>This owner assignment was not found.</p>
      </PageLayout>
    );
  return (
    <PageLayout
      header={
        <PageHeader
          title={id ? 'Edit Object Owner' : 'Add Object Owner'}
          actions={[{ id: 'save', label: isBusy ? 'Saving…' : 'Save', onClick: () => void save(), isDisabled: isBusy }]}
        />
      }
    >
      <form
        css={{ display: 'grid', gap: 16, maxWidth: 560 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormField label="Object type" isRequired>
          <Select
            options={OWNED_OBJECT_TYPES.map((t) => ({ value: t, label: t }))}
            value={typeName}
            onChange={(v) => {
              setTypeName(v ?? 'User');
              setObject(null);
            }}
          />
        </FormField>
        <FormField label="Object" isRequired error={errors.object ?? null}>
          <AsyncSearchSelect key={typeName} search={searchOwnedObjects(typeName)} value={object} onChange={setObject} />
        </FormField>
        <FormField label="Owner" isRequired error={errors.owner ?? null}>
          <AsyncSearchSelect search={searchUsers()} value={owner} onChange={setOwner} />
        </FormField>
        <FormField label="Owner type" isRequired>
          <Select
            options={OWNER_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label, description: o.description }))}
            value={ownerType}
            onChange={(v) => setOwnerType((v ?? ObjectOwnerType.GovernanceOwner) as OwnerTypeValue)}
          />
        </FormField>
      </form>
    </PageLayout>
  );
}
