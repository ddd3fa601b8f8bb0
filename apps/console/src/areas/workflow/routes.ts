import { Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Workflow (spec §2.10). */
export const workflowRoutes = {
  path: areaPaths.workflow,
  name: 'Workflow',
  title: 'Workflow',
  sort: 11,
  children: [
    {
      path: 'automation/:id?',
      name: 'AutomationList',
      title: 'Automation',
      sort: 1,
      permission: Permissions.RuleList,
      isDefault: true,
      isVisible: true,
      screen: 'AutomationListPage',
    },
    {
      path: 'automation/save/:id?',
      name: 'AutomationSave',
      title: 'Save Automation',
      permission: Permissions.RuleList,
      screen: 'AutomationSavePage',
      ...hidden,
    },
    { path: 'flows', name: 'FlowList', title: 'Flows', sort: 2, permission: Permissions.WorkflowList },
    { path: 'flows/save/:id?', name: 'FlowSave', title: 'Save Flow', ...hidden },
    { path: 'forms', name: 'FormList', title: 'Forms', sort: 3, permission: Permissions.FormsList },
    { path: 'forms/def/:id?', name: 'FormDef', title: 'Form Definition', ...hidden },
    {
      path: 'notifications',
      name: 'NotificationDefList',
      title: 'Notifications',
      sort: 4,
      permission: Permissions.RuleEdit,
      screen: 'NotificationDefListPage',
    },
    {
      path: 'notificationdef/save/:id?',
      name: 'NotificationDefSave',
      title: 'Save Notification',
      permission: Permissions.RuleEdit,
      screen: 'NotificationDefSavePage',
      ...hidden,
    },
    {
      path: 'notifications/:id/detail',
      name: 'NotificationDetail',
      title: 'Notification Detail',
      permission: Permissions.NotificationList,
      screen: 'NotificationDetailPage',
      ...hidden,
    },
    { path: 'webhooks', name: 'WebhookList', title: 'Webhooks', sort: 5, permission: Permissions.WebhookList },
    { path: 'webhooks/view/:id', name: 'WebhookView', title: 'Webhook', ...hidden },
    { path: 'webhooks/save/:id?', name: 'WebhookSave', title: 'Save Webhook', ...hidden },
    { path: 'flow/:id/items', name: 'FlowItems', title: 'Flow Items', ...hidden },
  ],
} as const satisfies RouteDef;
