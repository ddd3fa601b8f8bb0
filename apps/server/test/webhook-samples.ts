import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per webhook write beyond the derived save and remove (issue 27): the sample
 * webhook the resource samples saved (`made.webhook`) is pointed at a closed loopback port first, so
 * the test event's delivery never leaves the machine (it fails, which is not what is audited here).
 */
export function webhookSamples(t: TestServer, admin: string, made: Record<string, string>): Record<string, Sample> {
  const post = (path: string, body: unknown = {}) => t.call('POST', path, { cookie: admin, body });
  return {
    'webhooks.webhookSendTest': async () => {
      await t.server.db.query("UPDATE webhooks SET url = 'http://127.0.0.1:9/audit' WHERE webhook_id = $1", [
        made.webhook,
      ]);
      return post(`/webhook/${made.webhook}/sendTest`);
    },
    'webhooks.webhookRotateSecret': () => t.call('POST', `/webhook/${made.webhook}/rotateSecret`, { cookie: admin }),
    'webhooks.deliveryResend': async () => {
      const [row] = await t.server.db.query<{ id: string }>(
        'SELECT delivery_id::text AS id FROM webhook_deliveries WHERE webhook_id = $1 LIMIT 1',
        [made.webhook],
      );
      return post('/webhook/deliveries/resend', { SelectedIds: [row!.id] });
    },
  };
}
