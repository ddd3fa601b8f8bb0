import type { profileUserResource } from '../resources/definitions/profile-user';
import type { profilePropertyResource } from '../resources/definitions/profile-property';
import type { RecordOf } from '../resources/define';
import type { providerResource } from '../resources/definitions/provider';
import type { profileResource } from '../resources/definitions/profile';
import type { propertyGroupResource } from '../resources/definitions/property-group';
import type { profileSourceResource } from '../resources/definitions/profile-source';
/**
 * Profiles (spec §2.3 profiles routes, §4 Profile property type). The spec shows the screens but not
 * their calls or fields; these shapes are designed after mature directories: a profile is a named set
 * of extra values per user, typed by profile properties arranged in property groups, filled by hand
 * or by profile sources that read from a provider.
 */
/** A provider; its fields are those of the provider resource definition. */
export type Provider = RecordOf<typeof providerResource>;

/** A profile; its fields are those of the profile resource definition. */
export type Profile = RecordOf<typeof profileResource>;

/** A property group; its fields are those of the property group resource definition. */
export type PropertyGroup = RecordOf<typeof propertyGroupResource>;

/** A profile property; its fields are those of the profile property resource definition. */
export type ProfileProperty = RecordOf<typeof profilePropertyResource>;

/** One user's row in a profile. */
/** A user holding values in a profile: a row of the profile's users list (resources/definitions/profile-user.ts). */
export type ProfileUserRow = RecordOf<typeof profileUserResource>;

/** A user's values in a profile, one per property (null when not set). */
export interface ProfileUserValues {
  ProfileId: string;
  ProfileTitle: string;
  UserId: string;
  UserName: string;
  FormattedName: string;
  Values: Array<{
    ProfilePropertyId: string;
    Name: string;
    Title: string;
    PropertyType: number;
    PropertyGroupTitle: string | null;
    IsRequired: boolean;
    LookupValues: string[];
    Value: string | null;
  }>;
}

/** One value of a property across users (ProfilePropertyValue route). */
export interface PropertyValueRow {
  ProfileId: string;
  ProfileTitle: string;
  UserId: string;
  UserName: string;
  Value: string;
}

/** A profile source; its fields are those of the profile source resource definition. */
export type ProfileSource = RecordOf<typeof profileSourceResource>;
