import type { Queryable } from '../../db/types';

export interface AuditRecord {
  action: string;
  actorUserId: string | null;
  /** The session the write came from (spec §2.8: a session's timeline is its audit entries). */
  sessionId?: string | null;
  type?: string;
  targetType: string;
  targetId: string | null;
  description: string | null;
  applicationId?: string | null;
}

/** Inserts one audit entry (UTC time from the database clock). */
export async function writeAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date, actor_user_id, action, target_type, target_id, application_id, session_id)
     SELECT gen_random_uuid(), audit_type_id, $2, now(), $3, $4, $5, $6, $7, $8 FROM audit_types WHERE name = $1`,
    [
      record.type ?? 'ConsoleChange',
      record.description,
      record.actorUserId,
      record.action,
      record.targetType,
      record.targetId,
      record.applicationId ?? null,
      record.sessionId ?? null,
    ],
  );
}
