import { ForbiddenScreen } from './AccessScreens';

/** The screens of the access and entry routes (shell/routes.ts), loaded as one chunk. */
export { EntryScreen } from './EntryScreen';
export { LogoutScreen } from './LogoutScreen';
export { AccountResultScreen } from './AccountResultScreen';
export { AccessExpiredScreen } from './AccessScreens';
export const ForbiddenPage = () => <ForbiddenScreen />;
