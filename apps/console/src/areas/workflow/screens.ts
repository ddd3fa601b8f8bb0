/** The screens of the workflow area (routes.ts), loaded as one chunk. */
export { AutomationListPage, AutomationSavePage } from './automation/AutomationPages';
export { FlowItemPage, FlowItemsPage, FlowSavePage, FlowViewPage, FormDefPage } from './flows/FlowPages';
export { WebhookListPage, WebhookSavePage, WebhookViewPage } from './webhooks/WebhookPages';
export { NotificationDefListPage } from './NotificationDefListPage';
export { NotificationDefSavePage } from './NotificationDefSavePage';
export { NotificationDetailPage } from './NotificationDetailPage';
