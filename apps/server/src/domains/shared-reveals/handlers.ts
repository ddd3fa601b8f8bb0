import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { notFound } from '../../engine/calls/errors';
import { loadUser } from '../users/user-records';
import {
  requestReveal,
  requestsAwaiting,
  revealAccessOf,
  revealFlowOf,
  saveRevealFlow,
  sharedAccountName,
} from './reveal-requests';

type SharedRevealCalls = Pick<
  typeof contract.users,
  'sharedRevealFlow' | 'saveSharedRevealFlow' | 'sharedRevealAccess' | 'sharedRevealRequests' | 'requestSharedReveal'
>;

const accountNameOf = async (db: Parameters<typeof sharedAccountName>[0], id: string) => {
  const name = await sharedAccountName(db, id);
  if (name === null) throw notFound('The user');
  return name;
};

/** The shared-account reveal flow: its setting (administrators) and the delegated user's requests. */
export const sharedRevealHandlers: DomainHandlers<SharedRevealCalls> = {
  sharedRevealFlow: async ({ db, params }) => {
    await loadUser(db, params.id);
    return ok(await revealFlowOf(db, params.id));
  },

  saveSharedRevealFlow: async ({ db, params, body }) => {
    const name = await accountNameOf(db, params.id);
    await saveRevealFlow(db, params.id, body.FlowId);
    const flow = await revealFlowOf(db, params.id);
    return ok(flow, {
      message: flow.FlowId ? `Reveals now go through ${flow.FlowTitle}.` : 'Reveals are direct again.',
      audit: {
        targetType: 'User',
        targetId: params.id,
        description: `reveal flow of ${name}: ${flow.FlowTitle ?? 'none'}`,
      },
    });
  },

  sharedRevealAccess: async ({ db, params, user }) => {
    await accountNameOf(db, params.id);
    return ok(await revealAccessOf(db, params.id, user!.userId));
  },

  sharedRevealRequests: async ({ db, params, user }) => {
    await accountNameOf(db, params.id);
    return ok(await requestsAwaiting(db, params.id, user!.userId));
  },

  requestSharedReveal: async ({ db, params, body, user, server, reply }) => {
    const name = await accountNameOf(db, params.id);
    const access = await requestReveal(db, params.id, name, user!.userId, body?.FormAnswers, { server, reply });
    return ok(access, {
      message: access.State === 'Approved' ? 'Approved: you may reveal the password.' : 'Request sent for approval.',
      audit: { targetType: 'User', targetId: params.id, description: `reveal of ${name} requested` },
    });
  },
};
