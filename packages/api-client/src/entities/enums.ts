/** Enumerations of spec §4 with their numeric values. */

export const SettingValueType = {
  UnTyped: 0,
  Text: 1,
  Number: 2,
  Date: 3,
  DateTime: 4,
  Dropdown: 5,
  RadioButton: 6,
  Checklist: 7,
  Image: 10,
  YesOrNo: 11,
} as const;
export const DefinitionState = { Disabled: 0, Enabled: 1 } as const;
export const ZoneState = { SystemDefault: 0, AllowAll: 1, DenyAll: 3 } as const;
export const ZoneObjectType = { SystemDefault: 0, Application: 1 } as const;
export const ZoneMfaRequired = { SystemDefault: 0, Required: 1, NotRequired: 2 } as const;
/** Spec §4 lists API 4 as "a second reading"; we include it so API applications can be typed. */
export const ApplicationType = { UnTyped: 0, Desktop: 1, Web: 2, Mobile: 3, Api: 4 } as const;
export const DefinedBy = { Unknown: 0, System: 1, User: 2 } as const;
export const ApplicationKeyType = {
  Rest: 1,
  OAuth: 2,
  Jwt: 3,
  OpenId: 4,
  Saml: 5,
  Radius: 6,
  AccessGateway: 7,
  Ldap: 8,
  AuthNZ: 9,
} as const;
export const UserType = { AllUsers: -1, Standard: 0, Shared: 1 } as const;
export const AuditInformationType = { Info: 1, Success: 2, Warning: 3, Error: 4 } as const;
export const NotificationType = { Info: 1, Warning: 2, Error: 3 } as const;
export const NotificationStatus = {
  Pending: 1,
  Started: 2,
  Completed: 3,
  Failed: 4,
  WaitingForService: 5,
  Cancelled: 6,
} as const;
export const NotificationEventType = { Unknown: 0, Message: 1, Action: 2 } as const;
export const AccessCertificationState = {
  Unknown: 0,
  PendingService: 10,
  Ready: 20,
  Completed: 30,
  Cancel: 40,
  Aborted: 50,
  PendingAction: 60,
  Applied: 70,
} as const;
export const CertificationItemState = { Unknown: 0, InReview: 1, Reviewed: 2 } as const;
export const ItemReviewResult = { Untouched: 0, Approved: 1, Rejected: 2, Acknowledged: 3 } as const;
/** Spec §4 gives names only; values are their order. */
export const CertificationPerspective = { User: 0, Application: 1, Role: 2, Group: 3, Permission: 4 } as const;
export const ReviewerType = {
  Specific: 0,
  Manager: 1,
  OwnerScope: 2,
  Dynamic: 3,
  IndirectManagerScope: 4,
  IndirectManagerTarget: 5,
  Custom: 6,
  CustomScope: 7,
  OwnerPerspective: 8,
} as const;
export const ObjectOwnerType = { ManageBy: 0, DirectManager: 10, GovernanceOwner: 20 } as const;
export const ProfilePropertyType = {
  UnTyped: 0,
  Text: 1,
  Number: 2,
  Date: 3,
  DateTime: 4,
  Image: 10,
  Lookup: 50,
} as const;
export const ExportState = { New: 0, Processing: 1, Completed: 2, Failed: 3 } as const;
export const IntegrationMappingKind = {
  IntegrationMapping: 0,
  IntegrationSourceFilter: 1,
  IntegrationActionFilter: 2,
  IntegrationSourceRelation: 3,
  SourceSchema: 4,
} as const;
/** Spec §3: object scope tabs. */
export const ObjectScopeTab = { User: 1, Application: 2, Role: 3, Group: 4, Permission: 5 } as const;
/** Spec §9: export scopes. */
export const ExportScope = { AllPages: 0, CurrentPage: 1, OnlyFiltered: 2 } as const;

export type ValueOf<T> = T[keyof T];
export type AuditInformationTypeValue = ValueOf<typeof AuditInformationType>;
export type ApplicationKeyTypeValue = ValueOf<typeof ApplicationKeyType>;
export type UserTypeValue = ValueOf<typeof UserType>;
export type ExportStateValue = ValueOf<typeof ExportState>;

/** Name of an enum value, e.g. `enumName(ApplicationKeyType, 2) === 'OAuth'`. */
export function enumName<T extends Record<string, number>>(table: T, value: number): keyof T | undefined {
  return (Object.keys(table) as Array<keyof T>).find((k) => table[k] === value);
}

/** Spec §9 group definition state: 1 active (a new group's), 0 disabled. */
export const GroupDefState = { Disabled: 0, Enabled: 1 } as const;
