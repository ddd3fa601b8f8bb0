import { describe, expect, it } from 'vitest';
import { contract, listCalls, buildPath } from './index';
import { AuditInformationType, ApplicationKeyType, ExportState, UserType, AccessCertificationState } from '../entities/enums';

/** Fastify's view of a path: parameters become one wildcard segment. */
const shape = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z0-9_]+\??/g, ':')}`;

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
      expect(['public', 'signedIn', 'permission'], `${domain}.${name}`).toContain(c.access.kind);
      if (c.isWrite) expect(c.method, `${domain}.${name}`).not.toBe('GET');
    }
  });

  it('builds paths from parameters, encoding values and dropping a missing optional one', () => {
    expect(buildPath('/Audit/GetAuditTypeByName/:name', { name: 'Login Success' })).toBe('/Audit/GetAuditTypeByName/Login%20Success');
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
