/**
 * Every user-visible string of the design system, keyed, so i18n can replace them and tests can
 * assert them. Values are the exact strings of the console spec (§5, §8, §9).
 */
export const uiMessages = {
  expirationDateInvalid: 'You should select future date.',
  jsonInvalid: 'You should type as JSON.',
  cronInvalid: 'You should type valid cron.',
  requiredGeneric: 'This field is required.',
  requiredSingular: '{field} is required.',
  requiredPlural: '{field}s are required.',
  searchMinimumCharacters: 'Type at least 3 characters to search...',
  searchEmpty: 'Type something to search...',
  noAccess: "You don't have access to this feature!",
  featureDisabled: 'This feature is not enabled in your environment.',
  noneOption: '-None-',
  expired: 'Expired',
  expiringWithinOneMonth: 'Expiring within one month',
  confirmCancel: 'Cancel',
  confirmYes: 'Yes',
  unknownUser: '- Unknown -',
  copied: 'Copied',
  copy: 'Copy',
  noResults: 'No results',
  dateBoundsInvalid: 'The minimum date must not be after the maximum date.',
  keyValueDuplicate: 'This key already exists.',
  slugRequired: 'Slug',
  titleRequired: 'Title',
} as const;

/** Keys of {@link uiMessages}. */
export type UiMessageKey = keyof typeof uiMessages;

/** Replaces `{name}` placeholders in a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
