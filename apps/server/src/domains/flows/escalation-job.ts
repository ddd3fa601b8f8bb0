import { z } from 'zod';
import { defineJob } from '../../engine/jobs/index';
import { escalateDueStages } from './engine';

/** How often one process escalates stages past their timeout. */
export const FLOW_ESCALATION_CRON = '*/5 * * * *';

/** The escalation sweep as a scheduled job, in one transaction (the stages it reads are locked). */
export const flowEscalationJob = defineJob('flow-escalation', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => {
    await server.db.transaction((tx) => escalateDueStages(tx));
  },
});
