import type { ExportJob, PagedData } from '@portcullis/api-client/contract';
import { ExportState } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';

/** The user list's words, not the API names (§9 spaced words; Source, Enabled as the list says). */
export const USER_HEADERS = [
  'User Name',
  'Display Name',
  'Email',
  'Source',
  'User Type',
  'Enabled',
  'Created Date',
  'Last Login Date',
];
/** §9 display moment. */
export const DISPLAY_MOMENT = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
export const filter = { Column: 'UserName', Value: 'user00001', Operator: 2 };

/** What the export tests do with a server: wait for a job, download its file, list the filtered users. */
export function exportKit(s: { t: TestServer; admin: string }) {
  /** Polls the Exports page until the job has finished. */
  const waitForJob = async (exportId: string, cookie = s.admin): Promise<ExportJob> => {
    for (let i = 0; i < 200; i++) {
      const res = await s.t.call<PagedData<ExportJob>>('POST', '/Export/List', {
        cookie,
        body: { CurrentPage: 1, ItemPerPage: 100 },
      });
      const job = res.body.Data!.Data.find((j) => j.ExportId === exportId);
      if (job && (job.State === ExportState.Completed || job.State === ExportState.Failed)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`export ${exportId} did not finish`);
  };
  const download = async (exportId: string, cookie = s.admin) => {
    const res = await fetch(`${s.t.server.url}/Export/Download/${exportId}`, { headers: { cookie } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const expectedUserNames = async () =>
    (
      await s.t.server.db.query<{ user_name: string }>(
        "SELECT user_name FROM users WHERE lower(user_name) LIKE 'user00001%' ORDER BY user_name",
      )
    ).map((r) => r.user_name);
  return { waitForJob, download, expectedUserNames };
}
