import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/types';
import { raiseNotificationEvent, wakeNotificationDeliveries, type RaiseContext } from './raise';

/** What tells the approvers of a request that it waits for them. */
export interface DecisionNeeded {
  /** The request's id (an access request, or the flow item of a reveal or a rule move). */
  requestId: string;
  requesterId: string;
  /** What is requested, as the approvers read it: the package's title, the flow item's subject. */
  objectTitle: string;
  approverIds: readonly string[];
}

/**
 * Raises `AccessRequestNeedsDecision` for the approvers of a stage that has just opened (issue 27): in
 * their bell without any notification rule (a built-in send, as Entra ID mails an access package's
 * approvers), and to whoever the definitions listening for the kind name. Runs in the caller's
 * transaction; with a reply, the deliveries start once it is sent, else the workers' polling finds them.
 */
export async function raiseDecisionNeeded(
  db: Queryable,
  services: { server: RaiseContext; reply?: FastifyReply },
  request: DecisionNeeded,
): Promise<void> {
  if (request.approverIds.length === 0) return;
  const [requester] = await db.query<{ name: string }>('SELECT user_name AS name FROM users WHERE user_id = $1', [
    request.requesterId,
  ]);
  await raiseNotificationEvent(
    db,
    {
      Kind: 'AccessRequestNeedsDecision',
      AccessRequestId: request.requestId,
      RequesterName: requester?.name ?? 'Someone',
      ObjectTitle: request.objectTitle,
      ApproverIds: request.approverIds,
    },
    services.server,
  );
  services.reply?.raw.once('finish', () => wakeNotificationDeliveries(services.server));
}
