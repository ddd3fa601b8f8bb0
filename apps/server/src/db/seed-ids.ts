/** Fixed ids of the rows the seed writes, which the console, the domains and tests refer to. */
export const SEED_IDS = {
  tenant: '00000000-0000-4000-8000-000000000001',
  superAdminRole: '00000000-0000-4000-8000-000000000010',
  license: '00000000-0000-4000-8000-000000000020',
} as const;
