import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract/index';
import { listCalls } from '../contract/define';
import { deriveRouteTable } from './derive';
import { renderRouteTable } from './render';
import { routes } from './route-table.generated';
import { urlOf } from './url-of';

describe('route table', () => {
  it('is the contract without its schemas: every call with its method, path and flags', () => {
    expect(routes).toEqual(deriveRouteTable(contract));
    for (const [domain, name, spec] of listCalls(contract)) {
      const route = (routes as Record<string, Record<string, unknown>>)[domain]?.[name];
      expect(route, `${domain}.${name}`).toEqual({
        method: spec.method,
        path: spec.path,
        isWrite: spec.isWrite,
        ...(spec.isFile ? { isFile: true } : {}),
      });
    }
  });

  it('picks up calls added to a contract table object', () => {
    const extended = { ...contract, widgets: { list: { ...contract.audit.list, path: '/widget/list' } } };
    expect(deriveRouteTable(extended).widgets.list).toEqual({ method: 'POST', path: '/widget/list', isWrite: false });
  });

  it('is checked in as generated (after changing the contract run `pnpm --filter @portcullis/api-client routes`)', async () => {
    const file = new URL('./route-table.generated.ts', import.meta.url);
    expect(readFileSync(file, 'utf8'), 'route-table.generated.ts is stale: run the routes script').toBe(
      await renderRouteTable(contract),
    );
  });

  it('holds no schema: only plain data', () => {
    const json = JSON.parse(JSON.stringify(routes)) as unknown;
    expect(json).toEqual(routes);
  });
});

describe('urlOf', () => {
  it('fills path parameters and the query of a call', () => {
    expect(urlOf('export', 'download', { params: { id: 'a1b2' } })).toBe('/Export/Download/a1b2');
    expect(urlOf('users', 'downloadSampleCsv')).toBe('/User/DownloadSampleCsv');
    expect(urlOf('export', 'settings', { query: { name: 'Users & more' } })).toBe(
      '/Export/Settings?name=Users+%26+more',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => urlOf('export', 'download', { params: { id: '' } })).toThrow(/Missing path parameter "id"/);
  });
});
