/**
 * Profiles (spec §2.3 profiles routes, §4 Profile property type). The spec shows the screens but not
 * their calls or fields; these shapes are designed after mature directories: a profile is a named set
 * of extra values per user, typed by profile properties arranged in property groups, filled by hand
 * or by profile sources that read from a provider.
 */
/** Provider types the reference server knows (decision: LDAP, SQL, SCIM and CSV file cover the usual connectors). */
export const PROVIDER_TYPES = ['ldap', 'sql', 'scim', 'csv'] as const;

export interface Provider {
  ProviderId: string;
  /** 'user' providers feed user sources (directory providers); 'profile' providers feed profile sources. */
  Kind: 'user' | 'profile';
  Name: string;
  Title: string;
  ProviderType: string;
  Description: string | null;
  SourceCount: number;
  CreatedDate: string;
}

export interface Profile {
  ProfileId: string;
  Name: string;
  Title: string;
  Description: string | null;
  UserCount: number;
  CreatedDate: string;
}

export interface PropertyGroup {
  PropertyGroupId: string;
  Name: string;
  Title: string;
  Sort: number;
  PropertyCount: number;
}

export interface ProfileProperty {
  ProfilePropertyId: string;
  Name: string;
  Title: string;
  /** ProfilePropertyType of §4: UnTyped 0, Text 1, Number 2, Date 3, DateTime 4, Image 10, Lookup 50. */
  PropertyType: number;
  PropertyGroupId: string | null;
  PropertyGroupTitle: string | null;
  Sort: number;
  IsRequired: boolean;
  /** The choices of a Lookup property. */
  LookupValues: string[];
}

/** One user's row in a profile. */
export interface ProfileUserRow {
  UserId: string;
  UserName: string;
  FormattedName: string;
  ValueCount: number;
  UpdatedDate: string | null;
}

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

export interface ProfileSource {
  ProfileSourceId: string;
  Name: string;
  Title: string;
  Description: string | null;
  ProfileId: string;
  ProfileTitle: string;
  ProviderId: string;
  ProviderTitle: string;
  CreatedDate: string;
}
