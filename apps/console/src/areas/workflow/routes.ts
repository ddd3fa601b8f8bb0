import { Permissions, webhookIdentity } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';
import { resourceRoutes } from '../../routes/resource-routes';

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
    },
    { path: 'notificationdef/save/:id?', name: 'NotificationDefSave', title: 'Save Notification', ...hidden },
    { path: 'notifications/:id/detail', name: 'NotificationDetail', title: 'Notification Detail', ...hidden },
    ...resourceRoutes(webhookIdentity, {
      path: 'webhooks',
      sort: 5,
      screens: { list: 'WebhookListPage', save: 'WebhookSavePage', view: 'WebhookViewPage' },
    }),
    { path: 'flow/:id/items', name: 'FlowItems', title: 'Flow Items', ...hidden },
  ],
} as const satisfies RouteDef;
