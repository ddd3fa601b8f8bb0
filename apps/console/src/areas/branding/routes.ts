import { Permissions } from '@portcullis/api-client';
import { areaPaths } from '../../routes/area-paths';
import { hidden, type RouteDef } from '../../routes/route-types';

/** Branding (spec §2.12). */
export const brandingRoutes = {
  path: areaPaths.branding,
  name: 'Branding',
  title: 'Branding',
  sort: 13,
  children: [
    {
      path: 'domain',
      name: 'BrandingDomain',
      title: 'Domain',
      sort: 1,
      permission: Permissions.BrandingDomainView,
      isDefault: true,
      screen: 'DomainPage',
    },
    {
      path: 'customization',
      name: 'BrandingCustomization',
      title: 'Customization',
      sort: 2,
      permission: Permissions.BrandingCustomizationView,
      screen: 'CustomizationPage',
    },
  ],
} as const satisfies RouteDef;
