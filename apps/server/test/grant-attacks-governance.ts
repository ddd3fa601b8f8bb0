import { permission } from '@portcullis/api-client/contract';
import { seedTransaction } from '../src/engine/access/scope';
import { post, type Attack } from './grant-attack';

const CERTIFICATION_EDITOR = [permission('AccessCertificationDef.List'), permission('AccessCertificationDef.Edit')];

/**
 * Escalation attempts on the granting calls of governance (issue 26): applying a certification
 * campaign removes access, so it runs under the applier's guard — a campaign editor who is no super
 * admin applies a rejection of the super admin's membership of the admins group.
 */
export const governanceAttacks: Record<string, Attack> = {
  'accessCertifications.apply': {
    permissions: CERTIFICATION_EDITOR,
    prepare: (t, fx) =>
      seedTransaction(t.server.db, async (tx) => {
        const [campaign] = await tx.query<{ id: string }>(
          `INSERT INTO access_certifications (access_certification_id, name, title, perspective, scope_kind, reviewer_type, state)
           VALUES (gen_random_uuid(), 'oust-admins', 'Oust admins', 3, 1, 0, 30) RETURNING access_certification_id::text AS id`,
        );
        await tx.query(
          `INSERT INTO access_certification_items (access_certification_id, user_id, object_type, object_id, object_title, granted_via, state, result)
           VALUES ($1, $2, 'Group', $3, 'Admins', 'Direct', 2, 2)`,
          [campaign!.id, fx.adminId, fx.admins.GroupDefId],
        );
        return campaign!.id;
      }),
    run: (t, _fx, me, campaignId) => post(t, me, `/access-certification/${campaignId as string}/apply`, {}),
  },
};
