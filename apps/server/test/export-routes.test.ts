import { describe, expect, it } from 'vitest';
import type { ExportMapping, ExportSetting } from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';
import { exportMapping, exportSource } from '../src/domains/export/registry';

/** The export mapping's Route comes from the app that serves the console; the server knows no console routes. */
describe('export mapping Route', () => {
  it('is empty when the app supplies none', () => {
    expect(exportMapping(exportSource('Users')).Route).toBe('');
  });

  describe('with routes from the app', () => {
    const s = useTestServer('pglite', { exportRoutes: { Users: '/people/list' } });
    it('reports the route in the mapping, the default setting and a saved setting', async () => {
      const mapping = (await s.t.call<ExportMapping>('GET', '/Export/Users/Properties', { cookie: s.admin })).body
        .Data!;
      expect(mapping.Route).toBe('/people/list');
      const read = async () =>
        (await s.t.call<ExportSetting>('GET', '/Export/Settings?name=Users', { cookie: s.admin })).body.Data!;
      expect(JSON.parse((await read()).DefaultValue).Route).toBe('/people/list');
      const value = JSON.stringify({ ...mapping, Route: '/somewhere/else' });
      const saved = await s.t.call('POST', '/Export/UserSettings', {
        cookie: s.admin,
        body: { Name: 'Users', Value: value },
      });
      expect(saved.status).toBe(200);
      expect(JSON.parse((await read()).Value).Route).toBe('/people/list');
    });
  });
});
