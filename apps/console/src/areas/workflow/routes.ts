import {
  automationRuleIdentity,
  notificationDefIdentity,
  notificationDeliveryIdentity,
  flowIdentity,
  flowItemIdentity,
  formDefIdentity,
  Permissions,
  webhookIdentity,
} from '@portcullis/api-client';
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
    // The rules' list (automation/:id shows that rule's runs under it) and their save page (builder, actions).
    ...resourceRoutes(automationRuleIdentity, {
      path: 'automation',
      sort: 1,
      isDefault: true,
      isListVisible: true,
      kinds: ['list', 'save'],
      name: 'Automation',
      paths: { list: 'automation/:id?' },
      titles: { one: 'Automation', many: 'Automation' },
      screens: { list: 'AutomationListPage', save: 'AutomationSavePage' },
    }),
    // Issue 27: approval flows and forms (resource definitions flow.ts, form-def.ts), rich save screens.
    ...resourceRoutes(flowIdentity, {
      path: 'flows',
      sort: 2,
      paths: { view: 'flows/view/:id' },
      screens: { save: 'FlowSavePage', view: 'FlowViewPage' },
    }),
    ...resourceRoutes(formDefIdentity, {
      path: 'forms',
      sort: 3,
      name: 'Form',
      kinds: ['list', 'save'],
      names: { save: 'FormDef' },
      paths: { save: 'forms/def/:id?' },
      titles: { one: 'Form Definition', many: 'Forms' },
      screens: { save: 'FormDefPage' },
    }),
    // Notification definitions (list, rich save) and a sent notification's deliveries (its detail page).
    ...resourceRoutes(notificationDefIdentity, {
      path: 'notifications',
      sort: 4,
      kinds: ['list', 'save'],
      paths: { save: 'notificationdef/save/:id?' },
      screens: { list: 'NotificationDefListPage', save: 'NotificationDefSavePage' },
    }),
    ...resourceRoutes(notificationDeliveryIdentity, {
      path: 'notifications',
      kinds: ['view'],
      names: { view: 'NotificationDetail' },
      paths: { view: 'notifications/:id/detail' },
      titles: { one: 'Notification Detail', many: 'Notification Details' },
      screens: { view: 'NotificationDetailPage' },
    }),
    ...resourceRoutes(webhookIdentity, {
      path: 'webhooks',
      sort: 5,
      screens: { list: 'WebhookListPage', save: 'WebhookSavePage', view: 'WebhookViewPage' },
    }),
    // Approvers reach an item without Workflow.List through their access request; the list is the flow's.
    {
      path: 'flow/:id/items',
      name: 'FlowItems',
      title: 'Flow Items',
      permission: Permissions.WorkflowList,
      ...hidden,
      screen: 'FlowItemsPage',
    },
    ...resourceRoutes(flowItemIdentity, {
      path: 'flow/items',
      kinds: ['view'],
      paths: { view: 'flow/items/:id' },
      screens: { view: 'FlowItemPage' },
    }),
  ],
} as const satisfies RouteDef;
