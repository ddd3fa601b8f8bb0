import type { ExportScope as ApiExportScope, FilterOperator as ApiFilterOperator } from '@portcullis/api-client';

// The datatable core imports only types from the api-client, so `@portcullis/datatable/core` loads no
// zod and no client. The few values it sends are copied here; the checks below make any drift from the
// api-client's tables a typecheck error.

/** Filter operators of spec §5 (the api-client's `FilterOperator`). */
export const FilterOperator = {
  Equals: 0,
  NotEquals: 1,
  BeginsWith: 2,
  EndsWith: 3,
  Contains: 4,
  LowerThan: 5,
  LowerThanEqual: 6,
  GreaterThan: 7,
  GreaterThanEqual: 8,
  In: 9,
  Between: 10,
} as const;

/** Spec §9 export scopes (the api-client's `ExportScope`). */
export const ExportScope = { AllPages: 0, CurrentPage: 1, OnlyFiltered: 2 } as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type ApiValuesAgree = [
  Expect<Same<typeof FilterOperator, typeof ApiFilterOperator>>,
  Expect<Same<typeof ExportScope, typeof ApiExportScope>>,
];
