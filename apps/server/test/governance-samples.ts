import type { PagedData } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { seedTransaction } from '../src/engine/access/scope';

type Sample = () => Promise<{ status: number; body?: unknown }>;
type Row = Record<string, unknown>;

/**
 * One successful request per certification action (issue 26), in the order a campaign lives: the
 * campaign the resource samples saved (`made.accessCertification`) starts, its items are decided and
 * delegated, it closes and applies; a second one, made directly, is cancelled.
 */
export function governanceSamples(t: TestServer, admin: string, made: Record<string, string>): Record<string, Sample> {
  const post = <T = Row>(path: string, body: unknown = {}) => t.call<T>('POST', path, { cookie: admin, body });
  const campaign = () => made.accessCertification!;
  let items: Row[] | null = null;
  /** The campaign's items once the job has generated them (polled a bounded number of times). */
  const itemAt = async (index: number): Promise<string> => {
    for (let i = 0; !items && i < 600; i++) {
      const got = await t.call<Row>('GET', `/access-certification/get/${campaign()}`, { cookie: admin });
      if (got.body.Data?.State === 20) {
        const page = await post<PagedData<Row>>(`/access-certification/${campaign()}/items`, {
          CurrentPage: 1,
          ItemPerPage: 10,
        });
        items = page.body.Data!.Data;
      } else await new Promise((r) => setTimeout(r, 50));
    }
    const item = items?.[index];
    if (!item) throw new Error(`The sample campaign has no item ${index}.`);
    return String(item.ItemId);
  };
  return {
    'accessCertifications.start': () => post(`/access-certification/${campaign()}/start`),
    'accessCertifications.itemApprove': async () =>
      post('/access-certification/items/approve', { SelectedIds: [await itemAt(0)], Justification: 'Still needed.' }),
    'accessCertifications.itemReject': async () =>
      post('/access-certification/items/reject', { SelectedIds: [await itemAt(1)], Justification: 'Not needed.' }),
    'accessCertifications.itemAcceptRecommendations': async () =>
      post('/access-certification/items/acceptRecommendations', { SelectedIds: [await itemAt(2)] }),
    'accessCertifications.itemDelegate': async () => {
      const id = await itemAt(3);
      const [other] = await t.server.db.query<{ id: string }>(
        `SELECT u.user_id::text AS id FROM users u WHERE u.user_id <> (SELECT user_id FROM access_certification_items WHERE item_id = $1)
          ORDER BY u.user_name LIMIT 1`,
        [id],
      );
      return post(`/access-certification/items/${id}/delegate`, { ReviewerIds: [other!.id] });
    },
    'accessCertifications.close': () => post(`/access-certification/${campaign()}/close`),
    'accessCertifications.apply': () => post(`/access-certification/${campaign()}/apply`),
    'accessCertifications.cancel': async () => {
      const id = await seedTransaction(t.server.db, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO access_certifications (access_certification_id, name, title, perspective, scope_kind, reviewer_type)
           VALUES (gen_random_uuid(), 'audit-cancel', 'Audit cancel', 3, 0, 1) RETURNING access_certification_id::text AS id`,
        );
        return row!.id;
      });
      return post(`/access-certification/${id}/cancel`);
    },
  };
}
