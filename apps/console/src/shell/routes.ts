import { areaPaths } from '../routes/area-paths';
import { hidden, type RouteDef } from '../routes/route-types';

/** Access and entry (spec §2.1): sign-in, logout, the access screens and the entry redirect. */
export const shellRoutes = [
  {
    path: '/',
    name: 'Boarding',
    title: 'Portcullis',
    screen: 'EntryScreen',
    isPublic: true,
    ...hidden,
  },
  {
    path: `${areaPaths.account}/login`,
    name: 'SignIn',
    title: 'Sign in',
    isPublic: true,
    isStandalone: true,
    ...hidden,
  },
  {
    path: `${areaPaths.account}/logout`,
    name: 'Logout',
    title: 'Log Out',
    screen: 'LogoutScreen',
    isPublic: true,
    ...hidden,
  },
  {
    path: `${areaPaths.account}/result`,
    name: 'AccountResult',
    title: 'Signing in',
    screen: 'AccountResultScreen',
    isPublic: true,
    ...hidden,
  },
  {
    path: areaPaths.access,
    name: 'Access',
    title: 'Access',
    redirect: '/dashboard',
    ...hidden,
    children: [
      { path: 'forbidden', name: 'AccessForbidden', title: 'Access forbidden', screen: 'ForbiddenPage', ...hidden },
      {
        path: 'boarding',
        name: 'AccessExpired',
        title: 'Session expired',
        screen: 'AccessExpiredScreen',
        isPublic: true,
        ...hidden,
      },
    ],
  },
] as const satisfies readonly RouteDef[];
