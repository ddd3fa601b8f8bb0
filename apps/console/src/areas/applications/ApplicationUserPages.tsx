import { useEffect, useState } from 'react';
import {
  AsyncSearchSelect,
  DatePicker,
  FormField,
  PageHeader,
  Select,
  TextInput,
  type SelectOption,
  PageLayout,
} from '@portcullis/ui';
import {
  applicationResource,
  ApplicationUserState,
  LOGIN_TYPE_TEXT,
  type ApplicationUser,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links, type Href } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { useLoad, useRecord } from '../shared/forms';
import { EditForm } from '../shared/resource/EditForm';
import { Facts } from '../shared/resource/Facts';
import { RemoveDialog } from '../shared/resource/RemoveDialog';
import { RecordState } from '../shared/RecordState';
import { dateTimeCell } from '../shared/cells';
import { searchUsers } from '../shared/object-search';
import { AppUserState } from './ApplicationUserColumns';

interface Draft {
  UserId: string | null;
  ApplicationId: string | null;
  AccountName: string;
  State: number;
  LoginType: number;
  ValidFrom: string | null;
  ValidUntil: string | null;
}

const STATE_OPTIONS = [
  { value: ApplicationUserState.Enabled, label: 'Enabled' },
  { value: ApplicationUserState.Disabled, label: 'Disabled' },
];
const LOGIN_OPTIONS = Object.entries(LOGIN_TYPE_TEXT).map(([value, label]) => ({ value: Number(value), label }));
const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** The applications to choose from when assigning from a user (§9: look-ups fetch 100 rows). */
function useApplicationOptions(): SelectOption[] | null {
  const { data } = useLoad(
    () =>
      api.applications.list({ body: { CurrentPage: 1, ItemPerPage: 100, Sorts: [{ Column: 'Title', Asc: true }] } }),
    [],
  );
  return data ? data.Data.map((a) => ({ value: a.ApplicationId, label: a.Title })) : null;
}

/**
 * Save an application user: `:applicationId/users/save/:applicationUserId?` (from the application:
 * choose the user) and `users/save/:userId` (from the user: choose the application). Account name,
 * state, login type and validity; the server refuses a second account with the same name.
 */
export function ApplicationUserSavePage({ params }: ScreenProps) {
  const { applicationId, applicationUserId, userId } = params;
  const applications = useApplicationOptions();
  const [user, setUser] = useState<SelectOption | null>(null);
  // A create page has no record: it loads `existing: null` (useRecord treats a null Data as a failure).
  const { state, reload } = useRecord<{ existing: ApplicationUser | null }>(
    applicationUserId
      ? async () => {
          const env = await api.applications.userGet(
            { params: { id: applicationUserId } },
            { suppressErrorToast: true },
          );
          return { ...env, Data: env.Data ? { existing: env.Data } : null };
        }
      : async () => ({ Success: true, Data: { existing: null } }),
    [applicationUserId],
  );
  const back: Href = userId
    ? links.userView({ id: userId })
    : links.applicationView({ id: applicationId! }, { hash: 'Users' });
  return (
    <RecordState state={state} what="application user" backTo={back} onRetry={reload}>
      {({ existing }: { existing: ApplicationUser | null }) => (
        <PageLayout
          header={
            <PageHeader
              title={
                existing
                  ? `Edit ${existing.UserName} at ${existing.ApplicationTitle}`
                  : 'Assign a user to an application'
              }
              description="The account the user has at the application, its state and how long it is valid."
            />
          }
        >
          <EditForm<Draft>
            label="Save application user"
            deps={[applicationUserId, userId, applicationId]}
            cancelHref={back}
            load={async () => ({
              UserId: existing?.UserId ?? userId ?? null,
              ApplicationId: existing?.ApplicationId ?? applicationId ?? null,
              AccountName: existing?.AccountName ?? '',
              State: existing?.State ?? ApplicationUserState.Enabled,
              LoginType: existing?.LoginType ?? 0,
              ValidFrom: existing?.ValidFrom ?? null,
              ValidUntil: existing?.ValidUntil ?? null,
            })}
            validate={(d) => ({
              UserId: d.UserId ? undefined : 'User is required.',
              ApplicationId: d.ApplicationId ? undefined : 'Application is required.',
              ValidUntil:
                d.ValidFrom && d.ValidUntil && Date.parse(d.ValidFrom) >= Date.parse(d.ValidUntil)
                  ? 'Valid until must be after valid from.'
                  : undefined,
            })}
            save={(d) =>
              api.applications.userSave({
                body: {
                  ...(existing ? { ApplicationUserId: existing.ApplicationUserId } : {}),
                  ApplicationId: d.ApplicationId!,
                  UserId: d.UserId!,
                  AccountName: d.AccountName.trim() || null,
                  State: d.State as 0 | 1,
                  LoginType: d.LoginType as 0 | 1 | 2,
                  ValidFrom: d.ValidFrom,
                  ValidUntil: d.ValidUntil,
                },
              })
            }
            // Back where the assignment started: the user, or the application's Users tab (not the
            // assignment's own page, which has no way back to the application).
            after={() => back}
            fields={(d, edit, errors, showErrors) => (
              <>
                {!applicationId && !existing && (
                  <FormField label="Application" isRequired error={showErrors ? errors.ApplicationId : undefined}>
                    <Select
                      options={applications ?? []}
                      value={d.ApplicationId}
                      onChange={(v) => edit({ ApplicationId: v })}
                      placeholder={applications ? 'Select...' : 'Loading...'}
                    />
                  </FormField>
                )}
                {!userId && !existing && (
                  <FormField label="User" isRequired error={showErrors ? errors.UserId : undefined}>
                    <AsyncSearchSelect
                      search={searchUsers()}
                      value={user}
                      onChange={(v) => {
                        setUser(v);
                        edit({ UserId: v?.value ?? null });
                      }}
                      placeholder="Type at least 3 characters..."
                    />
                  </FormField>
                )}
                <FormField
                  label="Account name"
                  help="The name the user has at the application. Empty: the user name."
                  error={errors.AccountName}
                >
                  <TextInput
                    value={d.AccountName}
                    maxLength={200}
                    onChange={(e) => edit({ AccountName: e.target.value })}
                  />
                </FormField>
                <FormField label="State" isRequired>
                  <Select<number>
                    options={STATE_OPTIONS}
                    value={d.State}
                    onChange={(v) => v !== null && edit({ State: v })}
                  />
                </FormField>
                <FormField label="Login type" isRequired>
                  <Select<number>
                    options={LOGIN_OPTIONS}
                    value={d.LoginType}
                    onChange={(v) => v !== null && edit({ LoginType: v })}
                  />
                </FormField>
                <FormField label="Valid from" help="Empty: from now on." error={errors.ValidFrom}>
                  <DatePicker
                    withTime
                    value={toDate(d.ValidFrom)}
                    onChange={(v) => edit({ ValidFrom: v ? v.toISOString() : null })}
                  />
                </FormField>
                <FormField label="Valid until" help="Empty: until removed." error={errors.ValidUntil}>
                  <DatePicker
                    withTime
                    value={toDate(d.ValidUntil)}
                    onChange={(v) => edit({ ValidUntil: v ? v.toISOString() : null })}
                  />
                </FormField>
              </>
            )}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}

/** `:applicationId/users/view/:applicationUserId?`: one application user; without an id, the application's users. */
export function ApplicationUserViewPage({ params }: ScreenProps) {
  const { applicationId, applicationUserId } = params;
  const usersOfApp = links.applicationView({ id: applicationId! }, { hash: 'Users' });
  useEffect(() => {
    if (!applicationUserId) navigate(usersOfApp, { replace: true });
  }, [applicationUserId, usersOfApp]);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const { state, reload } = useRecord<ApplicationUser>(
    applicationUserId
      ? () => api.applications.userGet({ params: { id: applicationUserId } }, { suppressErrorToast: true })
      : null,
    [applicationUserId],
  );
  if (!applicationUserId) return null;
  return (
    <RecordState
      state={state}
      what="application user"
      backTo={usersOfApp}
      backLabel="Back to the users"
      onRetry={reload}
    >
      {(u: ApplicationUser) => (
        <PageLayout
          header={
            <PageHeader
              title={`${u.FormattedName} at ${u.ApplicationTitle}`}
              description="Application user"
              primaryAction={{
                id: 'edit',
                label: 'Edit',
                permission: applicationResource.access.edit,
                onClick: () =>
                  navigate(
                    links.applicationUserSave({
                      applicationId: u.ApplicationId,
                      applicationUserId: u.ApplicationUserId,
                    }),
                  ),
              }}
              actions={[
                {
                  id: 'remove',
                  destroys: 'remove',
                  permission: applicationResource.access.edit,
                  onClick: () => setIsRemoveOpen(true),
                },
              ]}
            />
          }
        >
          <Facts
            facts={[
              ['User', `${u.FormattedName} (${u.UserName})`],
              ['Application', u.ApplicationTitle],
              ['Account name', u.AccountName ?? u.UserName],
              ['State', <AppUserState key="s" u={u} />],
              ['Login type', u.LoginTypeText],
              ['Valid from', dateTimeCell(u.ValidFrom, 'Now')],
              ['Valid until', dateTimeCell(u.ValidUntil, 'Until removed')],
              ['Assigned', dateTimeCell(u.AssignedDate)],
              ['Changed', dateTimeCell(u.UpdatedDate, 'Never')],
            ]}
          />
          <RemoveDialog
            isOpen={isRemoveOpen}
            onClose={() => setIsRemoveOpen(false)}
            destroys="remove"
            objectName={u.UserName}
            parentName={u.ApplicationTitle}
            text="The user can no longer use the application through this assignment."
            remove={() => api.applications.userRemove({ params: { id: u.ApplicationUserId } })}
            afterHref={usersOfApp}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
