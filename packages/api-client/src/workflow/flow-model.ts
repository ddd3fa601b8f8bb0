import { defineLifecycle } from '../resources/lifecycle';

/**
 * The flow model (issue 27, §2.10 flows): an approval flow's stages and how a stage reaches its
 * decision. React-free: the designer checks stages with it and the server's flow engine
 * (apps/server/src/domains/flows) decides with it. As in Entra ID entitlement management and Okta
 * access requests:
 * - stages run one after another (serial) or all at once (parallel); a stage whose condition (a rule,
 *   written with the rule builder) the requester does not pass is skipped;
 * - a stage's approvers are users, the members of a group, the requester's manager (their §4
 *   DirectManager owner) or the owners of the requested object (§4 GovernanceOwner); never the requester;
 * - any-of: the first decision decides the stage; all-of: every approver must approve, one denial denies;
 * - after `TimeoutHours` without a decision the stage escalates: its fallback approvers join, and one
 *   decision of anyone who may then decide settles it (Entra "forward to alternate approvers").
 */

export const APPROVER_KINDS = ['User', 'Group', 'Manager', 'Owners'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
export const APPROVER_KIND_TITLES: Readonly<Record<ApproverKind, string>> = {
  User: 'A user',
  Group: 'Members of a group',
  Manager: "The requester's manager",
  Owners: "The requested object's owners",
};

export const STAGE_DECISIONS = ['AnyOf', 'AllOf'] as const;
export type StageDecision = (typeof STAGE_DECISIONS)[number];
export const STAGE_DECISION_TITLES: Readonly<Record<StageDecision, string>> = {
  AnyOf: 'Any one approver decides',
  AllOf: 'Every approver must approve',
};

/** How a flow's stages run. */
export const StageOrder = { Serial: 0, Parallel: 1 } as const;

/** One approver entry of a stage: a user or a group names its `Id`; the manager and the owners are resolved per request. */
export interface FlowApprover {
  Kind: ApproverKind;
  Id?: string | null;
}

/** One stage of a flow, as stored (the `Stages` item list of a flow). */
export interface FlowStageSpec {
  Title: string;
  Approvers: FlowApprover[];
  Decision: StageDecision;
  /** Hours without a decision before the stage escalates to its fallback approvers; empty: never. */
  TimeoutHours?: number | null;
  FallbackApproverIds?: string[];
  /** A rule (rule builder) the requester must pass for the stage to apply; empty: always applies. */
  ConditionRuleId?: string | null;
}

export const MAX_FLOW_STAGES = 10;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const STAGE_KEYS = new Set([
  'Title',
  'Approvers',
  'Decision',
  'TimeoutHours',
  'FallbackApproverIds',
  'ConditionRuleId',
]);

const isGuid = (v: unknown) => typeof v === 'string' && GUID.test(v);

function approverProblem(a: unknown, where: string): string | null {
  if (!a || typeof a !== 'object' || Array.isArray(a)) return `${where}: each approver must be an object.`;
  const { Kind, Id, ...rest } = a as Record<string, unknown>;
  if (Object.keys(rest).length) return `${where}: an approver has only a Kind and an Id.`;
  if (!APPROVER_KINDS.includes(Kind as ApproverKind))
    return `${where}: an approver's kind must be one of: ${APPROVER_KINDS.join(', ')}.`;
  const needsId = Kind === 'User' || Kind === 'Group';
  if (needsId && !isGuid(Id)) return `${where}: choose the ${Kind === 'User' ? 'user' : 'group'}.`;
  if (!needsId && Id !== undefined && Id !== null) return `${where}: ${String(Kind)} takes no id.`;
  return null;
}

/** Why one stage is malformed, or null. `n` is its 1-based position. */
function stageProblem(item: unknown, n: number): string | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return `Stage ${n} must be an object.`;
  const s = item as Record<string, unknown>;
  const unknown = Object.keys(s).find((k) => !STAGE_KEYS.has(k));
  if (unknown) return `Stage ${n} has an unknown setting ${unknown.slice(0, 40)}.`;
  if (typeof s.Title !== 'string' || !s.Title.trim() || s.Title.length > 100 || INVISIBLE.test(s.Title))
    return `Stage ${n}: Title is required (at most 100 characters).`;
  const where = `Stage ${n} (${s.Title})`;
  if (!Array.isArray(s.Approvers) || s.Approvers.length === 0) return `${where}: add at least one approver.`;
  if (s.Approvers.length > 20) return `${where}: at most 20 approvers.`;
  for (const a of s.Approvers) {
    const problem = approverProblem(a, where);
    if (problem) return problem;
  }
  const keys = (s.Approvers as FlowApprover[]).map((a) => `${a.Kind}:${a.Id ?? ''}`);
  if (new Set(keys).size !== keys.length) return `${where}: the same approver is listed twice.`;
  if (!STAGE_DECISIONS.includes(s.Decision as StageDecision))
    return `${where}: the decision must be one of: ${STAGE_DECISIONS.join(', ')}.`;
  const hours = s.TimeoutHours;
  if (
    hours !== undefined &&
    hours !== null &&
    (!Number.isInteger(hours) || (hours as number) < 1 || (hours as number) > 8760)
  )
    return `${where}: the timeout must be a whole number of hours between 1 and 8760.`;
  const fallback = s.FallbackApproverIds ?? [];
  if (!Array.isArray(fallback) || fallback.length > 20 || fallback.some((id) => !isGuid(id)))
    return `${where}: fallback approvers must be at most 20 users.`;
  if (new Set(fallback).size !== fallback.length) return `${where}: a fallback approver is listed twice.`;
  if (typeof hours === 'number' && fallback.length === 0) return `${where}: a timeout needs fallback approvers.`;
  if (s.ConditionRuleId !== undefined && s.ConditionRuleId !== null && !isGuid(s.ConditionRuleId))
    return `${where}: the condition must name a rule.`;
  return null;
}

/** Why a flow's stage list is malformed, or null. */
export function flowStagesProblem(items: readonly unknown[]): string | null {
  if (items.length > MAX_FLOW_STAGES) return `A flow takes at most ${MAX_FLOW_STAGES} stages.`;
  for (const [i, item] of items.entries()) {
    const problem = stageProblem(item, i + 1);
    if (problem) return problem;
  }
  return null;
}

/** One recorded decision of a stage. */
export interface StageVote {
  ApproverId: string;
  IsApproved: boolean;
}
export type StageOutcome = 'Pending' | 'Approved' | 'Denied';

/**
 * The outcome of a stage from its decisions in the order they were made. Any-of (or an escalated
 * stage): the first decision. All-of: one denial denies; approved once every approver approved.
 */
export function stageOutcome(
  decision: StageDecision,
  approverIds: readonly string[],
  votes: readonly StageVote[],
  isEscalated = false,
): StageOutcome {
  if (votes.length === 0) return 'Pending';
  if (decision === 'AnyOf' || isEscalated) return votes[0]!.IsApproved ? 'Approved' : 'Denied';
  if (votes.some((v) => !v.IsApproved)) return 'Denied';
  const approved = new Set(votes.map((v) => v.ApproverId));
  return approverIds.every((id) => approved.has(id)) ? 'Approved' : 'Pending';
}

/** A running flow (a flow item): pending until its stages decide, then approved or denied; its requester may cancel. */
export const flowItemLifecycle = defineLifecycle({
  field: 'State',
  initial: 'Pending',
  states: {
    Pending: { value: 'Pending', title: 'Pending', tone: 'warning' },
    Approved: { value: 'Approved', title: 'Approved', tone: 'success' },
    Denied: { value: 'Denied', title: 'Denied', tone: 'danger' },
    Cancelled: { value: 'Cancelled', title: 'Cancelled', tone: 'neutral' },
  },
  transitions: { Pending: ['Approved', 'Denied', 'Cancelled'], Approved: [], Denied: [], Cancelled: [] },
});

/** The state of one stage of a running flow. */
export const FlowStageState = {
  Waiting: 'Waiting',
  Pending: 'Pending',
  Approved: 'Approved',
  Denied: 'Denied',
  Skipped: 'Skipped',
} as const;
