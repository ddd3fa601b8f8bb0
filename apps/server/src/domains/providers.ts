import type { contract, Provider } from '@portcullis/api-client';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import { badRequest, conflict } from '../http/errors';
import type { Queryable } from '../db/types';
import { pagedQuery } from './list-query';
import { iso, oneRow } from './shared';

type ProviderCalls = Pick<typeof contract.profiles, 'providerList' | 'providerGet' | 'providerSave' | 'providerRemove'>;

interface ProviderRow {
  provider_id: string;
  kind: 'user' | 'profile';
  name: string;
  title: string;
  provider_type: string;
  description: string | null;
  source_count: number;
  created_date: Date;
}
/** User sources name their provider by `provider_name`; profile sources by id. */
const SELECT_PROVIDER = `v.*, CASE v.kind WHEN 'user' THEN (SELECT count(*)::int FROM user_sources s WHERE s.provider_name = v.name AND NOT s.is_removed)
  ELSE (SELECT count(*)::int FROM profile_sources s WHERE s.provider_id = v.provider_id) END AS source_count`;
const toProvider = (r: ProviderRow): Provider => ({
  ProviderId: r.provider_id,
  Kind: r.kind,
  Name: r.name,
  Title: r.title,
  ProviderType: r.provider_type,
  Description: r.description,
  SourceCount: r.source_count,
  CreatedDate: iso(r.created_date),
});

/** One provider; the contract's request-dependent access already required the permission of its kind. */
async function loadProvider(db: Queryable, id: string): Promise<Provider> {
  return toProvider(
    await oneRow<ProviderRow>(
      db,
      `SELECT ${SELECT_PROVIDER} FROM providers v WHERE v.provider_id = $1`,
      [id],
      'The provider',
    ),
  );
}

/**
 * Providers (designed; spec §2.3 providers and profiles/providers routes). Directory providers feed
 * user sources, profile providers profile sources; each kind's permissions are declared in the contract.
 */
export const providerHandlers: DomainHandlers<ProviderCalls> = {
  providerList: async ({ db, body }) => {
    const { Kind, ...request } = body;
    return ok(
      await pagedQuery(
        db,
        request,
        {
          columns: {
            Name: { sql: 'v.name', type: 'text' },
            Title: { sql: 'v.title', type: 'text' },
            ProviderType: { sql: 'v.provider_type', type: 'text' },
          },
          defaultOrder: 'v.title, v.provider_id',
          tieBreaker: 'v.provider_id',
        },
        SELECT_PROVIDER,
        'providers v WHERE v.kind = $1',
        toProvider,
        [Kind],
      ),
    );
  },
  providerGet: async ({ db, params }) => ok(await loadProvider(db, params.id)),
  providerSave: async ({ db, body }) => {
    if (body.ProviderId && (await loadProvider(db, body.ProviderId)).Kind !== body.Kind)
      throw badRequest('A provider cannot change its kind.');
    const [taken] = await db.query(
      'SELECT 1 FROM providers WHERE kind = $1 AND lower(name) = lower($2) AND provider_id IS DISTINCT FROM $3',
      [body.Kind, body.Name, body.ProviderId ?? null],
    );
    if (taken) throw conflict(`A provider named "${body.Name}" already exists.`);
    const values = [body.Name, body.Title, body.ProviderType, body.Description ?? null];
    const [row] = body.ProviderId
      ? await db.query<{ provider_id: string }>(
          'UPDATE providers SET name = $2, title = $3, provider_type = $4, description = $5 WHERE provider_id = $1 RETURNING provider_id',
          [body.ProviderId, ...values],
        )
      : await db.query<{ provider_id: string }>(
          'INSERT INTO providers (provider_id, kind, name, title, provider_type, description) VALUES (gen_random_uuid(), $5, $1, $2, $3, $4) RETURNING provider_id',
          [...values, body.Kind],
        );
    const provider = await loadProvider(db, row!.provider_id);
    return ok(provider, {
      message: 'Provider saved.',
      audit: { targetType: 'Provider', targetId: provider.ProviderId, description: provider.Title },
    });
  },
  providerRemove: async ({ db, params }) => {
    const provider = await loadProvider(db, params.id);
    if (provider.SourceCount > 0)
      throw conflict(`${provider.Title} is used by ${provider.SourceCount} source(s); change them first.`);
    await db.query('DELETE FROM providers WHERE provider_id = $1', [params.id]);
    return ok(null, {
      message: 'Provider removed.',
      audit: { targetType: 'Provider', targetId: params.id, description: provider.Title },
    });
  },
};
