import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../../engine/context';
import type { Queryable } from '../../db/types';

/** What a finished flow decided. */
export type FlowVerdict = 'Approved' | 'Denied';

/**
 * What happens to the subject of a flow item when the flow finishes (an access request is delivered
 * or denied). The subject's domain registers its handler, so the flow engine needs no import of it and
 * the subject's domain may import the engine (no cycle between domain folders).
 */
export type FlowSubjectHandler = (
  db: Queryable,
  subjectId: string,
  verdict: FlowVerdict,
  services: SettleServices,
) => Promise<void>;

/**
 * What settling a subject may need besides the transaction: the server's job queue (a delivered
 * request provisions accounts) and the call's reply when there is one (its workers are woken once it
 * is sent; without one they find the work by polling).
 */
export interface SettleServices {
  server: Pick<ServerContext, 'jobs' | 'config'>;
  reply?: FastifyReply;
}

const handlers = new Map<string, FlowSubjectHandler>();

/** Registers what finishing a flow does to subjects of `subjectType` (one handler per type). */
export function registerFlowSubject(subjectType: string, handler: FlowSubjectHandler): void {
  handlers.set(subjectType, handler);
}

/** Runs the subject's handler, if its domain registered one. */
export async function settleSubject(
  db: Queryable,
  subjectType: string,
  subjectId: string,
  verdict: FlowVerdict,
  services: SettleServices,
) {
  await handlers.get(subjectType)?.(db, subjectId, verdict, services);
}
