import { lookUpTxt } from '../../engine/outbound/dns-txt';
import { randomBytes } from 'node:crypto';
import {
  DOMAIN_MESSAGES,
  hostNameProblem,
  normalizeHostName,
  verificationRecordName,
  type BrandingDomain,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import { TENANT_ID_SQL } from './customization';

interface DomainRow {
  domain_id: string;
  host_name: string;
  verification_value: string;
  verified_date: Date | string | null;
  last_checked_date: Date | string | null;
  last_check_message: string | null;
  created_date: Date | string;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const toDomain = (r: DomainRow): BrandingDomain => ({
  DomainId: r.domain_id,
  HostName: r.host_name,
  RecordName: verificationRecordName(r.host_name),
  RecordValue: `portcullis-verification=${r.verification_value}`,
  IsVerified: r.verified_date !== null,
  VerifiedDate: iso(r.verified_date),
  LastCheckedDate: iso(r.last_checked_date),
  LastCheckMessage: r.last_check_message,
  CreatedDate: iso(r.created_date)!,
});

const COLUMNS =
  'domain_id, host_name, verification_value, verified_date, last_checked_date, last_check_message, created_date';

export async function listDomains(db: Queryable): Promise<BrandingDomain[]> {
  const rows = await db.query<DomainRow>(
    `SELECT ${COLUMNS} FROM branding_domains WHERE tenant_id = ${TENANT_ID_SQL} ORDER BY host_name`,
  );
  return rows.map(toDomain);
}

export async function loadDomain(db: Queryable, id: string): Promise<BrandingDomain> {
  const [row] = await db.query<DomainRow>(
    `SELECT ${COLUMNS} FROM branding_domains WHERE domain_id = $1 AND tenant_id = ${TENANT_ID_SQL}`,
    [id],
  );
  if (!row) throw notFound('The domain');
  return toDomain(row);
}

/** Adds a host name with a fresh verification value (128 random bits); a host name is taken once. */
export async function addDomain(db: Queryable, hostName: string): Promise<BrandingDomain> {
  const problem = hostNameProblem(hostName);
  if (problem) throw badRequest(problem, [{ Message: problem, Field: 'HostName' }]);
  const host = normalizeHostName(hostName);
  const [taken] = await db.query('SELECT 1 FROM branding_domains WHERE host_name = $1', [host]);
  if (taken) throw conflict(`The domain "${host}" is already added.`);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO branding_domains (domain_id, tenant_id, host_name, verification_value)
     VALUES (gen_random_uuid(), ${TENANT_ID_SQL}, $1, $2) RETURNING domain_id AS id`,
    [host, randomBytes(16).toString('hex')],
  );
  return loadDomain(db, row!.id);
}

/** Asks DNS and records the outcome: verified when a TXT record holds the value, else said plainly why not. */
export async function verifyDomain(db: Queryable, id: string, servers: readonly string[] | undefined) {
  const domain = await loadDomain(db, id);
  const lookup = await lookUpTxt(domain.RecordName, servers);
  const isFound = lookup.kind === 'found' && lookup.values.some((v) => v.trim() === domain.RecordValue);
  const message = isFound
    ? DOMAIN_MESSAGES.verified
    : lookup.kind === 'unreachable'
      ? DOMAIN_MESSAGES.unreachable(domain.RecordName)
      : DOMAIN_MESSAGES.notVerifiedYet(domain.RecordName);
  // A domain once verified stays verified when a later check fails (DNS hiccups); removing it is the way out.
  await db.query(
    `UPDATE branding_domains SET last_checked_date = now(), last_check_message = $2,
        verified_date = CASE WHEN $3::boolean THEN coalesce(verified_date, now()) ELSE verified_date END
      WHERE domain_id = $1`,
    [id, message, isFound],
  );
  return { domain: await loadDomain(db, id), message };
}
