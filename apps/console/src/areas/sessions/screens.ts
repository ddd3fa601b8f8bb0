/** Sessions (spec §2.8): the screens named in sessions/routes.ts. */
export { ActiveSessionsPage } from './ActiveSessionsPage';
export { SessionDetailPage } from './SessionDetailPage';
