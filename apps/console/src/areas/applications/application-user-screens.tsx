import { useState } from 'react';
import { AsyncSearchSelect, FormField, type SelectOption } from '@portcullis/ui';
import { applicationUserResource, type ApplicationUser } from '@portcullis/api-client';
import { links, type Href } from '../../routes/index';
import { resourceScreen } from '../shared/resource/screens';
import type { ControlProps, ResourceOverrides } from '../shared/resource/overrides';
import { dateTimeCell } from '../shared/cells';
import { searchUsers } from '../shared/object-search';
import { AppUserState } from './ApplicationUserColumns';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Where an assignment's pages go back to: the user when it was made from the user (`users/save/:userId`),
 * otherwise the application's Users tab (the assignment's own page has no way back to the application).
 */
const backTo = (params: Params): Href =>
  params.userId
    ? links.userView({ id: params.userId })
    : links.applicationView({ id: params.applicationId! }, { hash: 'Users' });

/** The user to assign, searched by name (the user table is too big for a drop-down of all of them). */
function UserSearchControl(props: ControlProps<never>) {
  const { onChange, error } = props as unknown as ControlProps<string | null>;
  const [user, setUser] = useState<SelectOption | null>(null);
  return (
    <FormField label="User" isRequired error={error}>
      <AsyncSearchSelect
        search={searchUsers()}
        value={user}
        onChange={(v) => {
          setUser(v);
          onChange(v?.value ?? null);
        }}
        placeholder="Type at least 3 characters..."
      />
    </FormField>
  );
}

/** What both pages share: the way back, and the facts as the assignment reads. */
const shared: ResourceOverrides<typeof applicationUserResource> = {
  backTo,
  backLabel: 'Back to the users',
};

const saveOverrides: ResourceOverrides<typeof applicationUserResource> = {
  ...shared,
  // The user and the application never change once assigned; a route that fixes one does not ask for it.
  formFields: ({ params, isCreate }) =>
    (applicationUserResource.form ?? []).filter((name) =>
      name === 'ApplicationId'
        ? isCreate && !params.applicationId
        : name === 'UserId'
          ? isCreate && !params.userId
          : true,
    ),
  createDefaults: async (params) => ({ ApplicationId: params.applicationId ?? null, UserId: params.userId ?? null }),
  controls: { UserId: (props) => <UserSearchControl {...props} /> },
  pageTitle: (u) => (u ? `Edit ${u.UserName} at ${u.ApplicationTitle}` : 'Assign a user to an application'),
  formDescription: () => 'The account the user has at the application, its state and how long it is valid.',
  afterSave: (_u, params) => backTo(params),
};

const viewOverrides: ResourceOverrides<typeof applicationUserResource> = {
  ...shared,
  pageTitle: (u) => `${u!.FormattedName} at ${u!.ApplicationTitle}`,
  removesFrom: (u) => ({ name: u.UserName, from: u.ApplicationTitle }),
  editHref: (u) =>
    links.applicationUserSave({ applicationId: u.ApplicationId, applicationUserId: u.ApplicationUserId }),
  facts: {
    UserId: (u) => `${u.FormattedName} (${u.UserName})`,
    ApplicationId: (u) => u.ApplicationTitle,
    AccountName: (u) => u.AccountName ?? u.UserName,
    State: (u) => <AppUserState u={u as ApplicationUser} />,
    LoginType: (u) => u.LoginTypeText,
    ValidFrom: (u) => dateTimeCell(u.ValidFrom, 'Now'),
    ValidUntil: (u) => dateTimeCell(u.ValidUntil, 'Until removed'),
    AssignedDate: (u) => dateTimeCell(u.AssignedDate),
    UpdatedDate: (u) => dateTimeCell(u.UpdatedDate, 'Never'),
  },
};

/**
 * Save an application user: `:applicationId/users/save/:applicationUserId?` (from the application:
 * choose the user) and `users/save/:userId` (from the user: choose the application). Account name,
 * state, login type and validity; the server refuses a second account with the same name.
 */
export const ApplicationUserSavePage = resourceScreen(applicationUserResource, 'save', saveOverrides);

/** `:applicationId/users/view/:applicationUserId?`: one application user. */
export const ApplicationUserViewPage = resourceScreen(applicationUserResource, 'view', viewOverrides);
