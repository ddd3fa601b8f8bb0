import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { contract, listCalls, type GroupDef } from '@portcullis/api-client/contract';
import {
  generateResponseSchemas,
  RESPONSE_SCHEMAS_FILE,
  serializeResponseSchemas,
} from '../src/openapi/generate-response-schemas';
import { hasDataSchema } from '../src/openapi/response-envelopes';
import { useTestServer } from './use-test-server';

type Schema = Record<string, unknown>;
type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};

const DOCUMENT_ID = 'https://portcullis.invalid/openapi.json';
/** A JSON pointer into the document to the 200 reply schema of one operation. */
const replyPointer = (path: string, method: string) =>
  `${DOCUMENT_ID}#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/200/content/application~1json/schema`;

/** Issue 30: every success reply has a schema generated from the contract's TypeScript type. */
describe('OpenAPI response schemas', () => {
  const ctx = useTestServer('pglite');
  const fetchDocument = async () => (await (await fetch(ctx.t.server.url + '/openapi.json')).json()) as OpenApi;

  it('are committed as the contract types generate them (after changing them run `pnpm --filter @portcullis/server openapi:schemas`)', async () => {
    const generated = generateResponseSchemas();
    const committed = JSON.parse(readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8')) as unknown;
    expect(committed, 'response-schemas.generated.json is stale: run the openapi:schemas script').toEqual(
      JSON.parse(await serializeResponseSchemas(generated)),
    );
  }, 300_000);

  it('describe the Data of every call that replies with JSON', () => {
    const undescribed = listCalls(contract as never)
      .filter(([, , call]) => !call.isFile)
      .map(([domain, name]) => `${domain}.${name}`)
      .filter((id) => !hasDataSchema(id));
    expect(undescribed).toEqual([]);
    expect(hasDataSchema('export.download')).toBe(false);
  });

  it("describe the user list's reply as an envelope whose Data is a page of users", async () => {
    const doc = await fetchDocument();
    const reply = doc.paths['/user/userlist']!['post']!.responses['200']!.content!['application/json']!.schema;
    expect(reply['allOf']).toEqual([{ $ref: '#/components/schemas/Envelope' }]);
    expect(reply['properties']).toMatchObject({ Data: { $ref: '#/components/schemas/PagedData_UserRow' } });
    const page = doc.components.schemas['PagedData_UserRow']!;
    expect(page['properties']).toMatchObject({
      Data: { type: 'array', items: { $ref: '#/components/schemas/UserRow' } },
      TotalItemCount: { type: 'number' },
    });
    const row = doc.components.schemas['UserRow']!;
    expect(row['properties']).toMatchObject({ UserName: { type: 'string' }, IsEnabled: { type: 'boolean' } });
    expect(row['required']).toEqual(expect.arrayContaining(['UserId', 'UserName', 'IsEnabled']));
    expect(doc.components.schemas['SignInResult']!['anyOf']).toEqual([
      { $ref: '#/components/schemas/CurrentUser' },
      { $ref: '#/components/schemas/SignInChallenge' },
    ]);
  });

  it('match real replies of the test server (sign-in, user list, group list, user and group views)', async () => {
    const doc = await fetchDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(doc, DOCUMENT_ID);
    const expectValid = (path: string, method: string, body: unknown) => {
      const validate = ajv.getSchema(replyPointer(path, method));
      expect(validate, `${method} ${path}`).toBeDefined();
      expect(validate!(body), `${method} ${path}: ${ajv.errorsText(validate!.errors)}`).toBe(true);
    };
    const { t } = ctx;
    const cookie = ctx.admin;
    await t.call('POST', '/group/SaveGroupDef', { cookie, body: { Name: 'oa-helpdesk', Title: 'Helpdesk', State: 1 } });

    const signIn = await t.call<{ UserId: string }>('POST', '/account/login', {
      body: { UserName: 'admin', Password: 'Test#Admin-Password1' },
    });
    expect(signIn.status).toBe(200);
    expectValid('/account/login', 'post', signIn.body);

    const users = await t.call('POST', '/user/userlist', { cookie, body: { CurrentPage: 1, ItemPerPage: 5 } });
    expect(users.status).toBe(200);
    expectValid('/user/userlist', 'post', users.body);

    const groups = await t.call<{ Data: GroupDef[] }>('POST', '/group/GroupDefList', {
      cookie,
      body: { CurrentPage: 1, ItemPerPage: 5 },
    });
    expect(groups.status).toBe(200);
    expect(groups.body.Data!.Data.length).toBeGreaterThan(0);
    expectValid('/group/GroupDefList', 'post', groups.body);

    const user = await t.call('GET', `/user/get/${signIn.body.Data!.UserId}`, { cookie });
    expect(user.status).toBe(200);
    expectValid('/user/get/{id}', 'get', user.body);

    const group = await t.call('GET', `/group/GroupDef/${groups.body.Data!.Data[0]!.GroupDefId}`, { cookie });
    expect(group.status).toBe(200);
    expectValid('/group/GroupDef/{id}', 'get', group.body);

    // The check can fail: a page whose count is text is refused.
    const validateUsers = ajv.getSchema(replyPointer('/user/userlist', 'post'))!;
    const broken = structuredClone(users.body) as { Data: { TotalItemCount: unknown } };
    broken.Data.TotalItemCount = String(broken.Data.TotalItemCount);
    expect(validateUsers(broken)).toBe(false);
  });
});
