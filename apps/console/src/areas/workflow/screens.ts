/** The screens of the workflow area (routes.ts), loaded as one chunk. */
export { AutomationListPage, AutomationSavePage } from './automation/AutomationPages';
export { FlowItemPage, FlowItemsPage, FlowSavePage, FlowViewPage, FormDefPage } from './flows/FlowPages';
export { WebhookListPage, WebhookSavePage, WebhookViewPage } from './webhooks/WebhookPages';
export { NotificationDefListPage, NotificationDetailPage } from './notifications/NotificationPages';
export { NotificationDefSavePage } from './NotificationDefSavePage';
