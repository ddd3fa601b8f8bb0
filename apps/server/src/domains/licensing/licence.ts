import { randomUUID } from 'node:crypto';
import type { LicenceDetails, LicenceTerms, StoredLicence } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../engine/calls/errors';
import { loadTenant } from '../static-data/static-data';
import { LICENCE_MESSAGES } from './licence-file';

const DAY_MS = 24 * 3600 * 1000;
const MIN_YEAR = 2;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Whole days from `now` to `end`, clamped to 0 as the §4 trial banner shows them. */
export function daysLeft(end: string | null, now: Date): number | null {
  if (!end) return null;
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS));
}

interface LicenceRow {
  license_id: string;
  licence_key: string | null;
  tenant_name: string | null;
  edition: string | null;
  seats: number | null;
  issued_utc: Date | null;
  expiration_utc: Date | null;
  uploaded_date: Date | null;
}

/** The licence checkLicense reads (the same ordering), with its terms. */
async function loadLicence(db: Queryable): Promise<StoredLicence | null> {
  const [row] = await db.query<LicenceRow>(
    `SELECT license_id, licence_key, tenant_name, edition, seats, issued_utc, expiration_utc, uploaded_date
       FROM licenses ORDER BY expiration_utc DESC NULLS LAST LIMIT 1`,
  );
  if (!row) return null;
  return {
    LicenceId: row.licence_key ?? row.license_id,
    Tenant: row.tenant_name,
    Edition: row.edition,
    Seats: row.seats,
    IssuedUtc: iso(row.issued_utc),
    ExpirationUtc: iso(row.expiration_utc),
    UploadedDate: iso(row.uploaded_date),
  };
}

/**
 * The licensing page. The tenant's expiration date (§3: the minimum date string means none) is the
 * trial's end while no licence is stored; a stored licence's expiry counts instead (as the console's
 * state/licence-standing.ts reads it).
 */
export async function loadLicenceDetails(db: Queryable, now: Date): Promise<LicenceDetails> {
  // One after another: `db` may be a transaction's single connection.
  const licence = await loadLicence(db);
  const tenant = await loadTenant(db);
  const [count] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM users');
  const tenantEnd = new Date(tenant.ExpirationDate).getUTCFullYear() < MIN_YEAR ? null : tenant.ExpirationDate;
  const seatsUsed = Number(count?.n ?? 0);
  const end = licence ? licence.ExpirationUtc : tenantEnd;
  return {
    Licence: licence,
    SeatsUsed: seatsUsed,
    Tenant: { Name: tenant.Name, ExpirationDate: tenantEnd },
    IsTrial: !licence,
    DaysLeft: daysLeft(end, now),
    Warning: licenceWarning(licence, seatsUsed, now),
  };
}

/** The §4 licence warning: an expired licence, or more users than seats. */
export function licenceWarning(licence: StoredLicence | null, seatsUsed: number, now: Date): string | null {
  if (!licence) return null;
  if (licence.ExpirationUtc && new Date(licence.ExpirationUtc) <= now) return 'Your license has expired.';
  if (licence.Seats !== null && seatsUsed > licence.Seats)
    return `Your license covers ${licence.Seats} users; ${seatsUsed} are in the directory.`;
  return null;
}

/**
 * Keeps one licence per installation (as Keycloak and midPoint do): a verified file replaces what was
 * stored, in the caller's transaction. A licence for another tenant or one already expired is refused.
 */
export async function storeLicence(db: Queryable, terms: LicenceTerms, file: string, now: Date) {
  const tenant = await loadTenant(db);
  if (terms.Tenant !== tenant.Name) throw badRequest(LICENCE_MESSAGES.otherTenant(terms.Tenant, tenant.Name));
  if (new Date(terms.ExpirationUtc) <= now) throw badRequest(LICENCE_MESSAGES.expired(terms.ExpirationUtc));
  const seatsUsed = Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM users'))[0]?.n ?? 0);
  await db.query('DELETE FROM licenses');
  await db.query(
    `INSERT INTO licenses (license_id, message, expiration_utc, server_ping_date, licence_key, tenant_name, edition,
                           seats, issued_utc, uploaded_date, licence_file)
     VALUES ($1, $2, $3, now(), $4, $5, $6, $7, $8, now(), $9)`,
    [
      randomUUID(),
      // checkLicense's message is the §4 licence warning banner.
      licenceWarning({ ...terms, UploadedDate: null }, seatsUsed, now),
      terms.ExpirationUtc,
      terms.LicenceId,
      terms.Tenant,
      terms.Edition,
      terms.Seats,
      terms.IssuedUtc,
      file,
    ],
  );
}
