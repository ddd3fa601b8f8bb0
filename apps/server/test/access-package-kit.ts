import { RequestableBy } from '@portcullis/api-client/contract';

/**
 * The body of `POST /access-package/save` the governance tests start from: an active package any user may
 * request, with no approval stage, no approvers, no justification and no questions. `fields` name the
 * package and its catalog and override any default.
 */
export function accessPackageBody(
  fields: { Title: string; Name: string; CatalogId: unknown } & Record<string, unknown>,
): Record<string, unknown> {
  return {
    State: 1,
    RequestableBy: RequestableBy.AllUsers,
    RequestorGroupIds: [],
    ApprovalStages: 0,
    FirstApproverIds: [],
    SecondApproverIds: [],
    FallbackApproverIds: [],
    RequireJustification: false,
    Questions: [],
    ...fields,
  };
}
