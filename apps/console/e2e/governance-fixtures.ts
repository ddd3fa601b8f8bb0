import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { findPostgresBin, startThrowawayPostgres } from '@portcullis/server/testing';
import { callAs } from './api';

/** Where an access package's application is provisioned, and how to make a package that grants it. */
export interface PackageTarget {
  /** The provision service serving the package's application. */
  readonly serviceId: string;
  /** A requestable package bundling the application and the audit-list permission, one approval stage by `approverId`. */
  requestablePackage(options: { title: string; approverId: string }): Promise<string>;
  /** The target table's accounts as `user_name|is_enabled` lines (psql's unaligned output). */
  accounts(): Promise<string[]>;
  stop(): void;
}

/**
 * A provisioning target for an access package, set up through the API as the admin signed in on
 * `admin` (the provider and service forms are driven in provisioning.e2e): a throw-away PostgreSQL
 * cluster with an accounts table, a SQL provider writing it, an application and its provision service.
 */
export async function packageTarget(admin: Page): Promise<PackageTarget> {
  const cluster = await startThrowawayPostgres();
  const psql = (sql: string) =>
    execFileSync(path.join(findPostgresBin(), 'psql'), [cluster.url, '-XAtq', '-c', sql], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  psql('CREATE TABLE package_accounts (user_name text PRIMARY KEY, is_enabled boolean NOT NULL DEFAULT true)');
  const save = async (path: string, body: Record<string, unknown>, idField: string) =>
    String((await callAs<Record<string, unknown>>(admin, 'POST', path, body))[idField]);
  const providerId = await save(
    '/provisionProvider/save',
    {
      Title: 'E2E package accounts',
      Name: 'e2e-package-accounts',
      ProviderType: 'sql-provision-provider',
      ConnectionString: cluster.url,
      TableName: 'package_accounts',
      KeyColumn: 'user_name',
      EnabledColumn: 'is_enabled',
      ColumnMap: [],
    },
    'ProvisionProviderId',
  );
  const applicationId = await save(
    '/application/save',
    { Title: 'E2E Audit Console', Name: 'e2e-audit-console', ApplicationType: 2, IsSso: true, IsEnabled: true },
    'ApplicationId',
  );
  const serviceId = await save(
    '/provisionService/save',
    {
      Title: 'E2E audit console accounts',
      Name: 'e2e-audit-console-accounts',
      ProvisionProviderId: providerId,
      ApplicationIds: [applicationId],
      IsEnabled: true,
    },
    'ProvisionServiceId',
  );
  const catalogId = await save(
    '/catalog/save',
    { Title: 'E2E catalog', Name: 'e2e-catalog', IsEnabled: true, OwnerIds: [] },
    'CatalogId',
  );
  const [permission] = (
    await callAs<{ Data: Array<{ PermissionDefId: string }> }>(admin, 'POST', '/permission/def/list', {
      CurrentPage: 1,
      ItemPerPage: 1,
      Filters: [{ Column: 'Name', Value: 'System.Management.Audit.List', Operator: 0 }],
    })
  ).Data;
  return {
    serviceId,
    requestablePackage: async ({ title, approverId }) => {
      const id = await save(
        '/access-package/save',
        {
          Title: title,
          Name: title.toLowerCase().replace(/\s+/g, '-'),
          CatalogId: catalogId,
          State: 1,
          RequestableBy: 1,
          RequestorGroupIds: [],
          ApprovalStages: 1,
          FirstApproverIds: [approverId],
          SecondApproverIds: [],
          FallbackApproverIds: [],
          RequireJustification: true,
          Questions: ['Which team are you in?'],
        },
        'AccessPackageId',
      );
      await callAs(admin, 'POST', `/access-package/${id}/permissions/assign`, {
        ObjectIds: [permission!.PermissionDefId],
      });
      await callAs(admin, 'POST', `/access-package/${id}/applications/assign`, { ObjectIds: [applicationId] });
      return id;
    },
    accounts: async () => psql('SELECT user_name, is_enabled FROM package_accounts ORDER BY user_name'),
    stop: () => cluster.stop(),
  };
}
