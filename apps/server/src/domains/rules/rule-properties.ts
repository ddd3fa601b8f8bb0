import { operatorsFor, type RuleSchema } from '@portcullis/rule-builder/core';
import type { RuleProperty, RulePropertyType } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';

interface PropertySpec {
  name: string;
  title: string;
  type: RulePropertyType;
  column: string;
  isMultiple?: boolean;
  /** Where SELECT/OBJECT options come from. */
  options?: { sql: string; typeid?: string };
}

/**
 * The user properties a rule may test, with the SQL each reads. This table is the allow-list: the
 * compiler never sees a column that is not here. The alias `u` is the users table.
 */
const USER_PROPERTIES: PropertySpec[] = [
  { name: 'UserName', title: 'User Name', type: 'STRING', column: 'u.user_name' },
  { name: 'DisplayName', title: 'Display Name', type: 'STRING', column: 'u.display_name' },
  { name: 'FirstName', title: 'First Name', type: 'STRING', column: 'u.first_name' },
  { name: 'LastName', title: 'Last Name', type: 'STRING', column: 'u.last_name' },
  { name: 'Email', title: 'Email', type: 'STRING', column: 'u.email' },
  { name: 'IsEnabled', title: 'Enabled', type: 'BOOLEAN', column: 'u.is_enabled' },
  { name: 'IsMfaEnabled', title: 'MFA Enabled', type: 'BOOLEAN', column: 'u.is_mfa_enabled' },
  { name: 'FailedLoginCount', title: 'Failed Login Count', type: 'NUMBER', column: 'u.failed_login_count' },
  { name: 'CreatedDate', title: 'Created Date', type: 'DATE', column: 'u.created_date' },
  { name: 'LastLoginDate', title: 'Last Login', type: 'DATETIME', column: 'u.last_login_date' },
  // Whole days since the user last signed in, or since the account was made when it never has (issue 27:
  // "inactive for 90 days" is a relative test the absolute dates above cannot express).
  {
    name: 'DaysSinceLastSignIn',
    title: 'Days Since Last Sign-In',
    type: 'NUMBER',
    column: 'floor(extract(epoch FROM now() - coalesce(u.last_login_date, u.created_date)) / 86400)',
  },
  {
    name: 'UserType',
    title: 'User Type',
    type: 'SELECT',
    column: 'u.user_type',
    options: { sql: "SELECT v::text AS id, l AS label FROM (VALUES (0, 'Standard'), (1, 'Shared')) AS t(v, l)" },
  },
  {
    name: 'UserSource',
    title: 'User Source',
    type: 'SELECT',
    column: 'u.user_source_id',
    options: {
      sql: 'SELECT user_source_id::text AS id, title AS label FROM user_sources WHERE NOT is_removed ORDER BY title',
    },
  },
  {
    name: 'Groups',
    title: 'Groups',
    type: 'OBJECT',
    isMultiple: true,
    column: '(ARRAY(SELECT gm.group_def_id::text FROM group_members gm WHERE gm.user_id = u.user_id))',
    options: {
      sql: 'SELECT group_def_id::text AS id, title AS label FROM group_defs ORDER BY title LIMIT 500',
      typeid: 'GroupDef',
    },
  },
];

/** Property group of every user property (the builder groups its picker by it). */
export const USER_PROPERTY_GROUP = 'User';

export const userRuleSchema: RuleSchema = Object.fromEntries(
  USER_PROPERTIES.map((p) => [p.name, { type: p.type, column: p.column, isMultiple: p.isMultiple ?? false }]),
);

/** Property definitions for the builder, with SELECT/OBJECT options loaded from the database. */
export async function loadRuleProperties(db: Queryable): Promise<RuleProperty[]> {
  return Promise.all(
    USER_PROPERTIES.map(async (p) => ({
      name: p.name,
      title: p.title,
      type: p.type,
      propertygroup: USER_PROPERTY_GROUP,
      operators: operatorsFor(p.type, p.isMultiple).map((o) => ({ name: o.name, title: o.title, hide: o.hide })),
      ...(p.options
        ? {
            options: {
              data: await db.query<{ id: string; label: string }>(p.options.sql),
              multiple: p.isMultiple ?? false,
              ...(p.options.typeid ? { typeid: p.options.typeid } : {}),
            },
          }
        : {}),
    })),
  );
}
