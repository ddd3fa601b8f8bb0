/** Spec strings of the api-client (§8), keyed so i18n can replace them and tests can assert them. */
export const messages = {
  fallbackError: 'Unable to proceed your request.',
  statisticsTitle: 'Statistics',
  userStatisticsTitle: 'User Statistics',
  notificationsTitle: 'Notifications',
  notificationsFetchFailed: 'Notifications could not fetched',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  connectionError1: 'Connection Error(1), please try again!',
  connectionError2: 'Connection Error(2), please try again!',
  connectionError3: 'Connection Error(3), please try again!',
  excelPreparing: 'Excel file preparing!',
  excelPrepared: 'Excel file prepared successfuly.',
  noData: 'There is no data!',
  /** Designed (§5 "users cannot save their own while global settings are in use"): the block message. */
  exportSettingsGlobal:
    'Global export settings are in use, so your own export settings cannot be saved. Please contact your system administrator.',
} as const;

export type MessageKey = keyof typeof messages;

const COUNT_FORMAT = new Intl.NumberFormat('en');

/** The product's one number format, for the console and the server's texts alike: 4,000 (never 4000). */
export const formatCount = (n: number): string => COUNT_FORMAT.format(n);

/** A count with its noun: '1 row', '2,002 rows'. `plural` defaults to the singular plus 's'. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string =>
  `${formatCount(n)} ${n === 1 ? singular : plural}`;
