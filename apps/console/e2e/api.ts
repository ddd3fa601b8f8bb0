import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Calls the server as the user signed in on `page` (its session cookie) and returns the envelope's Data. */
export async function callAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const env = (await res.json()) as { Success: boolean; Data: unknown; Message?: string };
      if (!env.Success) throw new Error(`${method} ${path}: ${env.Message ?? res.status}`);
      return env.Data as T;
    },
    { method, path, body },
  );
}

/** The id the seed gives a record: md5 of its key read as a uuid (`md5('role-helpdesk')::uuid`). */
export const seededId = (key: string) =>
  createHash('md5')
    .update(key)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
