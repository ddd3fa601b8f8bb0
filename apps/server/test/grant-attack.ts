/** Shapes and helpers shared by grant-calls.test.ts and the escalation attempts of each area (grant-attacks-*.ts). */
import type { GroupDef, Rule } from '@portcullis/api-client/contract';
import type { TestActor, TestServer } from '../src/testing/test-server';

export type Reply = { status: number; body: { Message?: string | null } };
/** Who attacks (their permissions), what they set up first, and the refused request. */
export interface Attack {
  permissions: string[];
  prepare?: (t: TestServer, fx: Fixtures, me: TestActor) => Promise<unknown>;
  run: (t: TestServer, fx: Fixtures, me: TestActor, prepared: unknown) => Promise<Reply>;
}
export interface Fixtures {
  adminId: string;
  /** A rule-based group holding the super-admin role, with the admin as member. */
  admins: GroupDef;
  rule: Rule;
  ownerOfAdmin: string;
  deviceOfAdmin: string;
  aliasOfAdmin: string;
  localSource: string;
}

/** The first column of the first row of a query. */
export const one = async (t: TestServer, sql: string, params: unknown[] = []) =>
  Object.values((await t.server.db.query<Record<string, string>>(sql, params))[0]!)[0]!;

export const post = (t: TestServer, me: TestActor, path: string, body?: unknown) =>
  t.call('POST', path, { cookie: me.cookie, body });
