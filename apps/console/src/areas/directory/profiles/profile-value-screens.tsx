import { useState } from 'react';
import { AsyncSearchSelect, FormField, type SelectOption } from '@portcullis/ui';
import { profileValueResource } from '@portcullis/api-client';
import { links } from '../../../routes/index';
import { resourceScreen } from '../../shared/resource/screens';
import type { ResourceOverrides } from '../../shared/resource/overrides';
import { searchUsers } from '../../shared/object-search';

/** The user whose values to add, searched by name; choosing one shows their values below. */
function UserChooser({ choose }: { choose: (params: { username: string } | null) => void }) {
  const [user, setUser] = useState<SelectOption | null>(null);
  return (
    <div css={{ maxWidth: 400 }}>
      <FormField label="User">
        <AsyncSearchSelect
          search={searchUsers(undefined, 'UserName')}
          value={user}
          onChange={(option) => {
            setUser(option);
            choose(option ? { username: option.value } : null);
          }}
          placeholder="Type at least 3 characters..."
        />
      </FormField>
    </div>
  );
}

/**
 * Both pages of a user's values: ProfileValueAdd (`profilevalueadd/:id`) and ProfileValueEdit without a
 * user ask for the user first; ProfileValueEdit (`profilevalueedit/:id/:username`) edits that user's
 * values, with Remove in the header. One field per property (the definition's `recordForm`); saved, it
 * shows the user on the profile.
 */
const overrides: ResourceOverrides<typeof profileValueResource> = {
  recordChooser: (choose) => <UserChooser choose={choose} />,
  pageTitle: (values) => (values ? `${values.ProfileTitle}: ${values.FormattedName}` : 'Add profile values'),
  formDescription: (_isCreate, values) => values?.UserName ?? 'Choose a user, then fill in their values.',
  formLabel: (values) => `Profile values of ${values.UserName}`,
  submitLabel: () => 'Save values',
  formMaxWidth: 560,
  backTo: (params) => links.profileView({ id: params.id! }),
  backLabel: 'Back to the profile',
  afterSave: (values) => links.profileView({ id: values.ProfileId, username: values.UserName }),
  removeOnSave: (values) => `the values of ${values.UserName}`,
};

/** ProfileValueAdd and ProfileValueEdit: the generic save of `profileValueResource`. */
export const ProfileValueSavePage = resourceScreen(profileValueResource, 'save', overrides);
