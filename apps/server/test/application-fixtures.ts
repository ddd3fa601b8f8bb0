import { expect } from 'vitest';
import type { Application, ApplicationKeyIssued } from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';
import type { Engine } from '../src/testing/test-server';

export const page = { CurrentPage: 1, ItemPerPage: 50 };
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

/** A test server on `engine` with the admin's calls and the application helpers both application suites use. */
export function useApplicationServer(engine: Engine) {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const get = <T>(path: string) => s.t.call<T>('GET', path, { cookie: s.admin });
  const db = () => s.t.server.db;
  const createApp = async (name: string, type = 2) => {
    const res = await post<Application>('/application/save', {
      Title: name,
      Name: name,
      ApplicationType: type,
      IsSso: true,
      IsEnabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!;
  };
  const createKey = async (
    ApplicationId: string,
    KeyType: number,
    Settings: Record<string, unknown> = {},
    extra = {},
  ) => post<ApplicationKeyIssued>('/application/key/create', { ApplicationId, KeyType, Settings, ...extra });
  return { s, post, get, db, createApp, createKey };
}
