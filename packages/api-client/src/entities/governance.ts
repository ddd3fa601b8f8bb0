import type { FormFieldSpec } from '../workflow/form-model';
/**
 * Access packages and access requests (spec §2.4 access packages, §2.5 /userauthrequests/list). The
 * spec names the screens only; values follow Entra ID entitlement management.
 */

/** Who may request an access package (Entra: "users who can request access"). */
export const RequestableBy = { None: 0, AllUsers: 1, Groups: 2 } as const;
export type RequestableBy = (typeof RequestableBy)[keyof typeof RequestableBy];

/** Object kinds an access package bundles (§6 user object scope: applications, groups, roles, permissions). */
export const PACKAGE_OBJECT_KINDS = ['applications', 'groups', 'roles', 'permissions'] as const;
export type PackageObjectKind = (typeof PACKAGE_OBJECT_KINDS)[number];

/** A user's assignment of an access package. */
/** An access package the caller may request, with what its request asks of them. */
export interface RequestablePackage {
  AccessPackageId: string;
  Title: string;
  Description: string | null;
  CatalogTitle: string;
  RequireJustification: boolean;
  Questions: string[];
  /** The fields of the form the package's approval flow asks the requester to fill (issue 27); empty: none. */
  FormFields: FormFieldSpec[];
}

export interface AccessPackageAssignment {
  AssignmentId: string;
  AccessPackageId: string;
  AccessPackageTitle: string;
  UserId: string;
  UserName: string;
  AssignedDate: string;
  /** null: never expires. */
  ExpirationDate: string | null;
  /** The access request that delivered it; null for an assignment made by an administrator. */
  AccessRequestId: string | null;
}

/** A question of a package's request policy with the requester's answer. */
export interface RequestAnswer {
  Question: string;
  Answer: string;
}

/** An access request (Entra's access package assignment request), as its list and view read it. */
export interface AccessRequest {
  AccessRequestId: string;
  AccessPackageId: string;
  AccessPackageTitle: string;
  RequesterId: string;
  RequesterName: string;
  Justification: string;
  Answers: RequestAnswer[];
  /** AccessRequestState name. */
  State: string;
  /** 1 or 2 while pending approval; 0 otherwise. */
  CurrentStage: number;
  ApprovalStages: number;
  /** The people who may decide the current stage (empty outside pending approval). */
  ApproverIds: string[];
  /** Whether the caller may approve or deny it now. */
  CanDecide: boolean;
  /** Whether the caller may cancel it now (its requester, while undecided). */
  CanCancel: boolean;
  Decisions: AccessRequestDecision[];
  /** Why delivery failed, or the last denial's justification. */
  Reason: string | null;
  CreatedDate: string;
  UpdatedDate: string | null;
}

/** One approver's decision on one stage. */
export interface AccessRequestDecision {
  Stage: number;
  ApproverId: string;
  ApproverName: string;
  IsApproved: boolean;
  Justification: string;
  DecidedDate: string;
}
