import { describe, expect, it } from 'vitest';
import { contract, EXPORT_OBJECTS, exportObjectName, Permissions } from '../contract';
import { REPORT_NAMES, REPORTS, reportOfExport } from './index';

const REQUEST = (name: string) => ({ params: { name }, query: undefined, body: undefined }) as never;

describe('report definitions', () => {
  it('define every report of §2.11 once, under its own name and its own Report.* permission', () => {
    expect(Object.keys(REPORTS).sort()).toEqual([...REPORT_NAMES].sort());
    for (const [name, report] of Object.entries(REPORTS)) expect(report.name).toBe(name);
    const permissions = Object.values(REPORTS).map((r) => r.permission);
    expect(new Set(permissions).size).toBe(REPORT_NAMES.length);
    const reportPermissions = Object.entries(Permissions)
      .filter(([key]) => key.startsWith('Report') && key !== 'ReportExports')
      .map(([, value]) => value);
    expect(permissions.sort()).toEqual(reportPermissions.sort());
  });

  it('name only their own columns as key, search, parameters', () => {
    for (const report of Object.values(REPORTS)) {
      const columns = Object.keys(report.columns);
      expect(columns, report.name).toContain(report.rowKey);
      expect(columns, report.name).toContain(report.defaultSort.Column);
      for (const c of report.searchColumns) expect(columns, report.name).toContain(c);
      for (const p of report.parameters) {
        expect(columns, report.name).toContain(p.column);
        if (p.kind === 'choice') expect(p.choices?.length, `${report.name}.${p.column}`).toBeGreaterThan(0);
        if (p.kind === 'dateRange') expect(report.columns[p.column]!.type).toBe('date');
      }
    }
  });

  it('export through the export engine under the report permission', () => {
    for (const report of Object.values(REPORTS)) {
      expect(EXPORT_OBJECTS[report.exportName]?.permission).toBe(report.permission);
      expect(exportObjectName(`report-${report.name}`)).toBe(report.exportName);
      expect(reportOfExport(report.exportName)).toBe(report);
    }
    expect(reportOfExport('Users')).toBeUndefined();
  });

  it('make each report call need that report permission, and refuse an unknown report name', () => {
    const access = contract.reports.rows.access;
    if (access.kind !== 'request') throw new Error('report calls decide access from the request');
    expect(access.require(REQUEST('audit'))).toEqual([Permissions.ReportAudit]);
    expect(access.require(REQUEST('orphan-groups'))).toEqual([Permissions.ReportOrphanGroups]);
    expect(contract.reports.rows.params!.safeParse({ name: 'audit' }).success).toBe(true);
    expect(contract.reports.rows.params!.safeParse({ name: 'exports' }).success).toBe(false);
    expect(contract.reports.rows.params!.safeParse({ name: '__proto__' }).success).toBe(false);
  });

  it('make the orphan clean-up need the group edit permission besides the report, and declare it grants', () => {
    const remove = contract.reports.removeOrphanGroups;
    expect(remove.access.kind === 'request' && remove.access.require(REQUEST('orphan-groups'))).toEqual([
      Permissions.ReportOrphanGroups,
      Permissions.GroupDefEdit,
    ]);
    expect(remove.grants?.confers).toEqual(['group', 'user']);
    expect(REPORTS['orphan-groups'].cleanup?.access).toBe(Permissions.GroupDefEdit);
  });
});
