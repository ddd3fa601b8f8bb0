import { describe, expect, it } from 'vitest';
import { contract, listCalls, buildPath } from './index';
import {
  AuditInformationType,
  ApplicationKeyType,
  ExportState,
  UserType,
  AccessCertificationState,
} from '../entities/enums';

/** Fastify's view of a path: parameters become one wildcard segment. */
const shape = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z0-9_]+\??/g, ':')}`;

const SPEC_FIXED_GET_WRITES = new Set(['notifications.removeNotificationDef', 'users.expirePassword']);

describe('contract table', () => {
  const calls = listCalls(contract);

  it('has each method and path exactly once, and no two patterns that would collide', () => {
    const exact = calls.map(([, , c]) => `${c.method} ${c.path}`);
    expect(new Set(exact).size).toBe(exact.length);
    const shapes = calls.map(([, , c]) => shape(c.method, c.path));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('gives every call a summary, an access rule and a write flag that matches its method', () => {
    for (const [domain, name, c] of calls) {
      expect(c.summary.length, `${domain}.${name}`).toBeGreaterThan(5);
      expect(['public', 'signedIn', 'permission', 'request'], `${domain}.${name}`).toContain(c.access.kind);
      if (c.grants) expect(c.isWrite, `${domain}.${name} grants but is not a write`).toBe(true);
      // The spec fixes GET for two writes; every other write uses POST, PUT or DELETE.
      if (c.isWrite && !SPEC_FIXED_GET_WRITES.has(`${domain}.${name}`))
        expect(c.method, `${domain}.${name}`).not.toBe('GET');
    }
  });

  it('covers every domain of spec §7', () => {
    expect(Object.keys(contract)).toEqual(
      expect.arrayContaining([
        'application',
        'audit',
        'groups',
        'resources',
        'objectTypes',
        'objectOwners',
        'rules',
        'export',
        'content',
        'notifications',
        'dashboard',
        'users',
        'sources',
      ]),
    );
    // 140 calls of §7 (with account and dashboard extras) plus the designed ones: group and user
    // objects, bulk, live tracking, profiles and providers (each says "Designed" in its summary).
    const designed = calls.filter(([, , c]) => c.summary.startsWith('Designed'));
    expect(calls.length - designed.length).toBeGreaterThanOrEqual(135);
    expect(Object.keys(contract)).toContain('profiles');
    for (const path of [
      '/user/userlist',
      '/rules/PassedUsers',
      '/excel/export/orphan',
      '/Notification/MarkAllAsRead',
      '/Source/SourceSettingsTest',
      '/group/def/:id/sync',
    ]) {
      expect(
        calls.some(([, , c]) => c.path === path),
        path,
      ).toBe(true);
    }
  });

  it('builds paths from parameters, encoding values and dropping a missing optional one', () => {
    expect(buildPath('/Audit/GetAuditTypeByName/:name', { name: 'Login Success' })).toBe(
      '/Audit/GetAuditTypeByName/Login%20Success',
    );
    expect(buildPath('/group/GroupDefsBySelect/:id?', {})).toBe('/group/GroupDefsBySelect');
    expect(() => buildPath('/user/get/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('enumerations of spec §4', () => {
  it('keep their numeric values', () => {
    expect(AuditInformationType).toEqual({ Info: 1, Success: 2, Warning: 3, Error: 4 });
    expect(ApplicationKeyType.AuthNZ).toBe(9);
    expect(ExportState).toEqual({ New: 0, Processing: 1, Completed: 2, Failed: 3 });
    expect(UserType).toEqual({ AllUsers: -1, Standard: 0, Shared: 1 });
    expect(AccessCertificationState.Applied).toBe(70);
  });
});
