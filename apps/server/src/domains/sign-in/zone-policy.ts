import { rangeContains, ZoneMfaRequired, ZoneState, type NetworkRange } from '@portcullis/api-client/contract';

type Address = Parameters<typeof rangeContains>[1];

/** A zone as the sign-in weighs it: its definition's ranges, its level, its §4 state and MFA rule. */
export interface ZoneRule {
  title: string;
  /** 'application': a zone of the application signed in to; 'system': a zone of every sign-in. */
  level: 'application' | 'system';
  ranges: readonly NetworkRange[];
  state: number;
  mfaRequired: number;
}

/** What the zones decide for one client address. */
export interface ZoneDecision {
  isDenied: boolean;
  isMfaRequired: boolean;
  /** The zone that decided each (for the audit entry), or null for the system default. */
  stateBy: string | null;
  mfaBy: string | null;
}

interface Candidate {
  rule: ZoneRule;
  prefix: number;
}

/**
 * Weighs the zones whose ranges hold `client` (see definitions/zone.ts): application zones before
 * system zones; within a level the longest matching prefix; at equal prefix Deny All over Allow All and
 * Required over Not Required. A SystemDefault value decides nothing. With no decision: allowed, and no
 * second factor (the system default). An unknown client address matches no zone.
 */
export function decideZones(rules: readonly ZoneRule[], client: Address | null): ZoneDecision {
  const matching: Candidate[] = [];
  if (client) {
    for (const rule of rules) {
      const prefixes = rule.ranges.filter((r) => rangeContains(r, client)).map((r) => r.prefix);
      if (prefixes.length) matching.push({ rule, prefix: Math.max(...prefixes) });
    }
  }
  const pick = (value: (r: ZoneRule) => number, strongest: number): Candidate | null => {
    const deciding = matching.filter((c) => value(c.rule) !== 0);
    deciding.sort(
      (a, b) =>
        levelRank(a.rule) - levelRank(b.rule) ||
        b.prefix - a.prefix ||
        Number(value(b.rule) === strongest) - Number(value(a.rule) === strongest),
    );
    return deciding[0] ?? null;
  };
  const state = pick((r) => r.state, ZoneState.DenyAll);
  const mfa = pick((r) => r.mfaRequired, ZoneMfaRequired.Required);
  return {
    isDenied: state?.rule.state === ZoneState.DenyAll,
    isMfaRequired: mfa?.rule.mfaRequired === ZoneMfaRequired.Required,
    stateBy: state?.rule.title ?? null,
    mfaBy: mfa?.rule.title ?? null,
  };
}

const levelRank = (rule: ZoneRule) => (rule.level === 'application' ? 0 : 1);
