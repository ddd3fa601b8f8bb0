import { contract, type AuditEntry, type AuditType, type PagedRequest } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import type { Queryable } from '../../db/types';
import { notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';

const INFORMATION_TYPE_TEXT: Record<number, string> = { 1: 'Info', 2: 'Success', 3: 'Warning', 4: 'Error' };

interface TypeRow {
  audit_type_id: string;
  name: string;
  description: string;
  information_type: number;
}
const toType = (r: TypeRow): AuditType => ({
  AuditTypeId: r.audit_type_id,
  Name: r.name,
  Description: r.description,
  InformationType: r.information_type,
  InformationTypeText: INFORMATION_TYPE_TEXT[r.information_type] ?? 'Info',
});

const typeSpec: ListSpec = {
  columns: {
    Name: { sql: 't.name', type: 'text' },
    Description: { sql: 't.description', type: 'text' },
    InformationType: { sql: 't.information_type', type: 'number' },
  },
  defaultOrder: 't.name, t.audit_type_id',
  tieBreaker: 't.audit_type_id',
};

const entrySpec: ListSpec = {
  columns: {
    Description: { sql: 'e.description', type: 'text' },
    CreatedDate: { sql: 'e.created_date', type: 'date' },
    Type: { sql: 't.name', type: 'text' },
    TypeDescription: { sql: 't.description', type: 'text' },
    InformationType: { sql: 't.information_type', type: 'number' },
    ActorUserName: { sql: 'u.user_name', type: 'text' },
    Action: { sql: 'e.action', type: 'text' },
    TargetType: { sql: 'e.target_type', type: 'text' },
    TargetId: { sql: 'e.target_id', type: 'text' },
  },
  defaultOrder: 'e.created_date DESC, e.audit_id DESC',
  tieBreaker: 'e.audit_id DESC',
};

interface EntryRow extends TypeRow {
  audit_id: string;
  entry_description: string | null;
  created_date: Date;
  actor_user_id: string | null;
  actor_user_name: string | null;
  actor_email: string | null;
  application_id: string | null;
  application_title: string | null;
  target_type: string | null;
  target_id: string | null;
}

/** Paged audit entries; `scope` is a trusted extra condition (code-written) with its bound values. */
export const listAuditEntries = (
  db: Queryable,
  request: PagedRequest,
  scope: { where: string; params: unknown[] } = { where: 'TRUE', params: [] },
) =>
  pagedQuery<EntryRow, AuditEntry>(
    db,
    request,
    entrySpec,
    `e.audit_id, e.description AS entry_description, e.created_date, e.actor_user_id, u.user_name AS actor_user_name, u.email AS actor_email,
     e.application_id, a.title AS application_title, e.target_type, e.target_id, t.audit_type_id, t.name, t.description, t.information_type`,
    `audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
       LEFT JOIN users u ON u.user_id = e.actor_user_id
       LEFT JOIN applications a ON a.application_id = e.application_id WHERE ${scope.where}`,
    (r) => {
      const type = toType(r);
      return {
        AuditId: r.audit_id,
        Description: r.entry_description,
        Type: {
          Name: type.Name,
          Description: type.Description,
          InformationType: type.InformationType,
          InformationTypeText: type.InformationTypeText,
        },
        CreatedDate: new Date(r.created_date).toISOString(),
        ActorUserId: r.actor_user_id,
        ActorUser: r.actor_user_name ? { UserName: r.actor_user_name, Email: r.actor_email } : null,
        Application:
          r.application_id && r.application_title
            ? { ApplicationId: r.application_id, Title: r.application_title }
            : null,
        TargetType: r.target_type,
        TargetId: r.target_id,
      };
    },
    scope.params,
  );

export const auditHandlers: DomainHandlers<typeof contract.audit> = {
  types: async ({ db, body }) =>
    ok(
      await pagedQuery<TypeRow, AuditType>(
        db,
        body,
        typeSpec,
        't.audit_type_id, t.name, t.description, t.information_type',
        'audit_types t WHERE TRUE',
        toType,
      ),
    ),
  list: async ({ db, body }) => ok(await listAuditEntries(db, body)),
  latest: async ({ db, body }) => ok(await listAuditEntries(db, { ...body, Sorts: [], Filters: [] })),
  getAuditTypes: async ({ db }) =>
    ok(
      (
        await db.query<TypeRow>(
          'SELECT audit_type_id, name, description, information_type FROM audit_types ORDER BY name',
        )
      ).map(toType),
    ),
  getAuditTypeByName: async ({ db, params }) => {
    const [row] = await db.query<TypeRow>(
      'SELECT audit_type_id, name, description, information_type FROM audit_types WHERE lower(name) = lower($1)',
      [params.name],
    );
    if (!row) throw notFound(`Audit type "${params.name}"`);
    return ok(toType(row));
  },
};
