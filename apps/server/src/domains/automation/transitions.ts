import type { RuleAction } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';

/** Who started and who stopped passing a rule in one run (one batch of them, see TRANSITION_BATCH). */
export interface RuleTransitions {
  RuleId: string;
  RunId: string;
  /** Users who started passing the rule. */
  Entered: string[];
  /** Users who stopped passing it. */
  Left: string[];
  /** The rule's actions the server does not carry out itself (Notify, Webhook, StartFlow), for their deliverers. */
  Actions: RuleAction[];
}

/** A listener is given the run's moves and the server that ran it (its database, job queue and configuration). */
export type RuleTransitionListener = (transitions: RuleTransitions, server: ServerContext) => Promise<void> | void;

/** Most users one listener call carries: a run with more calls the listeners several times. */
export const TRANSITION_BATCH = 1000;

const listeners = new Set<RuleTransitionListener>();

/**
 * Registers a listener called after each committed rule run that moved users (notifications, webhooks
 * and flows subscribe here). It runs in the process that ran the rule, after the run's changes are
 * committed, once per batch of at most TRANSITION_BATCH users; a listener that throws is recorded on
 * the run (its error count and text) and does not stop the others. Returns the unsubscribe function.
 */
export function onRuleTransitions(listener: RuleTransitionListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Calls every listener with one batch; returns the messages of those that failed. */
export async function emitRuleTransitions(transitions: RuleTransitions, server: ServerContext): Promise<string[]> {
  const failures: string[] = [];
  for (const listener of [...listeners]) {
    try {
      await listener(transitions, server);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return failures;
}

export const hasTransitionListeners = () => listeners.size > 0;
