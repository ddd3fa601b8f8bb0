import { describe, expect, it } from 'vitest';
import type { Rule, RuleRun, PagedData } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { ruleEvaluationJob, USER_CHANGE_DEBOUNCE_SECONDS } from '../src/domains/automation/rule-jobs';
import { useTestServer, writeElsewhere } from './use-test-server';

/**
 * Evaluation after user changes (issue 27): a change to the users a rule reads, made by any process
 * (on PostgreSQL, another connection), queues one debounced run through the job queue; the run is
 * recorded with the UserChange trigger and the users it moved.
 */
describe.each(['pglite', 'postgres'] as Engine[])('rule evaluation after user changes on %s', (engine) => {
  const s = useTestServer(engine, {
    seedUsers: 20,
    automaticRuleRuns: true,
    jobTuning: { pollingIntervalSeconds: 0.25 },
  });

  it('runs the enabled rules after a change made elsewhere, recording who entered', async () => {
    const ruleId = await saveRule('changed-');
    await writeElsewhere(
      s.t,
      "UPDATE users SET user_name = 'changed-' || right(user_name, 1) WHERE user_name IN ('user0000001', 'user0000002')",
    );
    await expect.poll(async () => (await finishedRuns(ruleId)).length, POLL).toBeGreaterThan(0);
    const [run] = await finishedRuns(ruleId);
    expect(run).toMatchObject({ Trigger: 'UserChange', UsersIn: 2, UsersOut: 0, Errors: 0 });
  });

  it('still runs after a change that comes while a run the queue kept instead of its own is under way', async () => {
    const ruleId = await saveRule('late-');
    // Another process's evaluation is already waiting: the queue refuses this process's job for change A.
    await s.t.server.jobs!.enqueue(ruleEvaluationJob, { trigger: 'UserChange' }, { startAfterSeconds: 1 });
    await writeElsewhere(s.t, "UPDATE users SET last_name = 'A' WHERE user_name = 'user0000003'");
    // That run starts and finishes before change B, which comes well inside the debounce of change A.
    await expect.poll(async () => (await finishedRuns(ruleId)).length, POLL).toBeGreaterThan(0);
    await writeElsewhere(s.t, "UPDATE users SET user_name = 'late-3' WHERE user_name = 'user0000003'");
    await expect.poll(async () => (await finishedRuns(ruleId)).some((r) => r.UsersIn === 1), POLL).toBe(true);
  });

  const POLL = { timeout: (USER_CHANGE_DEBOUNCE_SECONDS + 40) * 1000, interval: 250 };
  async function saveRule(prefix: string): Promise<string> {
    const saved = await s.t.call<Rule>('POST', '/rules/index', {
      cookie: s.admin,
      body: {
        Name: `${prefix}users`,
        Title: `Users named ${prefix}`,
        IsEnabled: true,
        Tree: {
          id: 'root',
          group: true,
          type: 'AND',
          rules: [
            {
              id: 'n',
              group: false,
              propertygroup: 'User',
              property: 'UserName',
              operator: 'begins_with',
              value: prefix,
            },
          ],
        },
      },
    });
    return saved.body.Data!.RuleId;
  }
  async function finishedRuns(ruleId: string): Promise<RuleRun[]> {
    const res = await s.t.call<PagedData<RuleRun>>('POST', `/rules/${ruleId}/runs`, {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 10 },
    });
    return res.body.Data!.Data.filter((r) => r.FinishedAt !== null && r.Trigger === 'UserChange');
  }
});
