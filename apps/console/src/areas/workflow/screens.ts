/** The screens of the workflow area (routes.ts), loaded as one chunk. */
export { AutomationListPage } from './AutomationListPage';
export { AutomationSavePage } from './AutomationSavePage';
export { NotificationDefListPage } from './NotificationDefListPage';
export { NotificationDefSavePage } from './NotificationDefSavePage';
export { NotificationDetailPage } from './NotificationDetailPage';
