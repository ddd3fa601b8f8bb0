import type { SettingValueType } from '../entities/enums';

/** A §4 setting value type number (UnTyped 0 … YesOrNo 11). */
export type SettingValueTypeId = (typeof SettingValueType)[keyof typeof SettingValueType];

/** Spec §3 setting definition: the help shown beside a choice (a ChoiceCardSelector card). */
export interface SettingHelp {
  Text?: string;
  Icon?: string;
  Title?: string;
  Image?: string;
  Url?: string;
  Visible?: boolean;
}

/** Spec §3 setting definition: one choice of a Dropdown, RadioButton or Checklist setting. */
export interface SettingChoice {
  Value: string;
  Title: string;
  Description?: string;
  Icon?: string;
  Help?: SettingHelp;
}

/** Spec §3 setting definition (Values, SmallIcon, Compact, HideSelectIcon). */
export interface SettingDefinition {
  Values: SettingChoice[];
  SmallIcon?: boolean;
  Compact?: boolean;
  HideSelectIcon?: boolean;
}

/** The tabs of the configurations page, in order. Custom settings an operator adds sit under Custom. */
export const SETTING_CATEGORIES = ['General', 'Export', 'MFA', 'Custom'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

/** One setting as the configuration calls return it. A secret's Value is always null: IsSet says whether it holds one. */
export interface ConfigurationSetting {
  Key: string;
  Title: string;
  Description: string;
  Category: SettingCategory;
  ValueType: SettingValueTypeId;
  Definition: SettingDefinition;
  /** The stored value (the default while none is stored); null for secrets. */
  Value: string | null;
  DefaultValue: string | null;
  IsSecret: boolean;
  /** Secrets: whether a value is stored ("set" / "not set"). Others: whether the value differs from none. */
  IsSet: boolean;
  IsRequired: boolean;
  /** A setting of the product (its definition is fixed) rather than one an operator added. */
  IsSystem: boolean;
  /** Number settings: bounds and whether fractions are refused. Text settings: MaxLength, Format. */
  Min?: number;
  Max?: number;
  IsInteger?: boolean;
  MaxLength?: number;
  Format?: 'url';
  UpdatedDate: string | null;
}

/** What a setting's rules need: the definition half of {@link ConfigurationSetting}. */
export type SettingRules = Pick<
  ConfigurationSetting,
  'Title' | 'ValueType' | 'Definition' | 'IsRequired' | 'Min' | 'Max' | 'IsInteger' | 'MaxLength' | 'Format'
>;
