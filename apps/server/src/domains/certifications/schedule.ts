import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { accessCertificationResource as campaignDef } from '@portcullis/api-client/contract';
import { GrantGuard } from '../../engine/access/guard';
import { AccessRefused } from '../../engine/access/refusal';
import type { Db, Queryable } from '../../db/types';
import { writeAudit } from '../../engine/calls/audit-writer';
import { defineJob } from '../../engine/jobs/define-job';
import type { JobQueue } from '../../engine/jobs/queue';
import { moveState } from '../../engine/resources/lifecycle-sql';
import { settleUntouched } from './actions';
import { applyDecisions } from './apply';
import { certificationGenerateJob } from './generate';

/**
 * What happens to campaigns without anyone pressing a button, as Entra ID access reviews do:
 * - at its end date a Ready campaign completes (untouched items follow its end setting), and one set to
 *   apply automatically then applies its decisions;
 * - a recurring campaign starts its next run when its schedule comes round after the last run began and
 *   that run is over.
 *
 * Decisions where the spec is silent:
 * - Automatic apply acts as the person who started the campaign, through the same no-escalation guard
 *   as a manual apply: a campaign set up by a weaker admin can never remove a super admin's access (or
 *   anyone's the starter could not manage). When the guard refuses, nothing is removed, the campaign
 *   stays Completed with the reason kept, and an administrator may apply it by hand.
 * - A run of a recurring campaign is a copy of it (Entra's "instances"), named after the date it
 *   starts; the schedule moves to the newest run, so each run is listed, reviewed and audited on its own.
 *   A cancelled campaign does not recur.
 */

/** How often the servers look for campaigns to close or start again: every five minutes, by one process. */
export const CERTIFICATION_SWEEP_CRON = '*/5 * * * *';

const READY = 20;
/** States in which a run is over, so a recurring campaign may start its next one. */
const OVER = [30, 50, 60, 70];

interface DueCampaign {
  access_certification_id: string;
  title: string;
  end_behaviour: number;
  auto_apply: boolean;
  started_by: string | null;
}

const APPLY_GRANTS = campaignDef.actions.apply.grants!;

/** Completes every Ready campaign past its end date and applies those set to; returns what it did. */
export async function endDueCampaigns(db: Db, now: Date = new Date()) {
  const due = await db.query<DueCampaign>(
    `SELECT access_certification_id, title, end_behaviour, auto_apply, started_by FROM access_certifications
      WHERE state = $1 AND end_date <= $2 ORDER BY end_date`,
    [READY, now],
  );
  const done = { completed: 0, applied: 0, refused: 0 };
  for (const campaign of due) {
    const id = campaign.access_certification_id;
    await db.transaction(async (tx) => {
      await moveState(tx, campaignDef, id, 'Completed', { sets: ['completed_date = now()'] });
      await settleUntouched(tx, id, campaign.end_behaviour);
      await writeAudit(tx, {
        action: 'accessCertifications.autoClose',
        actorUserId: null,
        targetType: 'AccessCertification',
        targetId: id,
        description: `campaign ${campaign.title} reached its end date and completed`,
      });
    });
    done.completed++;
    if (!campaign.auto_apply) continue;
    const refusal = await applyAsStarter(db, id, campaign.started_by);
    if (refusal === null) done.applied++;
    else {
      done.refused++;
      await db.transaction(async (tx) => {
        await tx.query('UPDATE access_certifications SET abort_reason = $2 WHERE access_certification_id = $1', [
          id,
          refusal,
        ]);
        await writeAudit(tx, {
          type: 'ConsoleChange',
          action: 'accessCertifications.autoApplyRefused',
          actorUserId: campaign.started_by,
          targetType: 'AccessCertification',
          targetId: id,
          description: refusal,
        });
      });
    }
  }
  return done;
}

/** Applies a completed campaign as its starter, in one transaction; null when applied, else why not. */
async function applyAsStarter(db: Db, campaignId: string, startedBy: string | null): Promise<string | null> {
  if (!startedBy)
    return 'Automatic apply did not run: the person who started the campaign no longer exists. Apply it by hand.';
  try {
    await db.transaction(async (tx) => {
      await moveState(tx, campaignDef, campaignId, 'PendingAction');
      const guard = new GrantGuard(tx, startedBy, APPLY_GRANTS, {
        params: { id: campaignId },
        query: undefined,
        body: {},
      });
      await guard.begin();
      const { message } = await applyDecisions({ db: tx, guard }, campaignId);
      await guard.finish();
      await writeAudit(tx, {
        action: 'accessCertifications.autoApply',
        actorUserId: startedBy,
        targetType: 'AccessCertification',
        targetId: campaignId,
        description: `applied automatically at the end date: ${message}`,
      });
    });
    return null;
  } catch (error) {
    if (error instanceof AccessRefused) return `Automatic apply refused: ${error.message} Apply it by hand.`;
    throw error;
  }
}

interface RecurringCampaign {
  access_certification_id: string;
  name: string;
  title: string;
  recurrence: string;
  start_date: Date;
  started_by: string | null;
}

/** When the schedule next fires after `after` (UTC). */
export function nextOccurrence(recurrence: string, after: Date): Date {
  return CronExpressionParser.parse(recurrence.trim(), { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** The columns a run copies from the campaign before it (its definition, not its run). */
const DEFINITION_COLUMNS = [
  'description',
  'perspective',
  'scope_kind',
  'scope_group_ids',
  'scope_application_ids',
  'scope_rule_ids',
  'reviewer_type',
  'reviewer_ids',
  'reviewer_group_ids',
  'reviewer_attribute',
  'fallback_reviewer_ids',
  'duration_days',
  'recurrence',
  'reminder_days',
  'justification_on_approve',
  'justification_on_reject',
  'allow_self_review',
  'end_behaviour',
  'auto_apply',
].join(', ');

/** Starts the next run of every recurring campaign whose schedule came round; returns the new runs' ids. */
export async function startRecurringCampaigns(db: Db, jobs: JobQueue, now: Date = new Date()): Promise<string[]> {
  const recurring = await db.query<RecurringCampaign>(
    `SELECT access_certification_id, name, title, recurrence, start_date, started_by FROM access_certifications
      WHERE coalesce(recurrence, '') <> '' AND start_date IS NOT NULL AND state = ANY($1::smallint[])`,
    [OVER],
  );
  const started: string[] = [];
  for (const campaign of recurring) {
    const due = nextOccurrence(campaign.recurrence, campaign.start_date);
    if (due > now) continue;
    const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
    const runId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO access_certifications (access_certification_id, name, title, ${DEFINITION_COLUMNS}, started_by)
         SELECT $2, $3, $4, ${DEFINITION_COLUMNS}, started_by FROM access_certifications WHERE access_certification_id = $1`,
        [
          campaign.access_certification_id,
          runId,
          `${campaign.name}-${stamp}`,
          `${campaign.title} (${now.toISOString().slice(0, 10)})`,
        ],
      );
      // The schedule moves to the new run: the one before keeps its history and never starts again.
      await tx.query('UPDATE access_certifications SET recurrence = NULL WHERE access_certification_id = $1', [
        campaign.access_certification_id,
      ]);
      await startRun(tx, runId);
      await jobs.enqueue(certificationGenerateJob, { campaignId: runId }, { tx });
      await writeAudit(tx, {
        action: 'accessCertifications.recur',
        actorUserId: null,
        targetType: 'AccessCertification',
        targetId: runId,
        description: `next run of campaign ${campaign.title} started by its schedule (${campaign.recurrence})`,
      });
    });
    jobs.wake(certificationGenerateJob.name);
    started.push(runId);
  }
  return started;
}

/** Start, as the start action does: Pending Service while the items are generated. */
async function startRun(db: Queryable, id: string): Promise<void> {
  await moveState(db, campaignDef, id, 'PendingService', {
    sets: ['start_date = now()', 'end_date = now() + make_interval(days => duration_days)', 'abort_reason = NULL'],
  });
}

/** The sweep as a scheduled job (CERTIFICATION_SWEEP_CRON). */
export const certificationSweepJob = defineJob('access-certification-sweep', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => {
    await endDueCampaigns(server.db);
    if (server.jobs) await startRecurringCampaigns(server.db, server.jobs);
  },
});
