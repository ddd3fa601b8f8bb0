import { ObjectOwnerType } from '@portcullis/api-client';

/** §4 Object owner type, with what each means here (owners approve requests and review access). */
export const OWNER_TYPE_OPTIONS = [
  {
    value: ObjectOwnerType.ManageBy,
    label: 'Manage by',
    description: 'Manages the object (a shared account’s delegates).',
  },
  { value: ObjectOwnerType.DirectManager, label: 'Direct manager', description: 'The user’s manager.' },
  {
    value: ObjectOwnerType.GovernanceOwner,
    label: 'Governance owner',
    description: 'Approves requests and reviews access.',
  },
] as const;

/** The §3 object types an owner can be given. */
export const OWNED_OBJECT_TYPES = ['User', 'Application', 'Role', 'Group', 'Permission'] as const;

export const ownerTypeTitle = (value: number): string =>
  OWNER_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? String(value);
