import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { notFound } from '../../engine/calls/errors';
import {
  checkedColors,
  checkedImage,
  ensureBrandingRow,
  loadCustomization,
  TENANT_ID_SQL,
  themeOf,
} from './customization';
import { addDomain, listDomains, loadDomain, verifyDomain } from './domains';

const customizationAudit = (description: string) => ({
  targetType: 'Branding',
  targetId: null,
  description,
});

/**
 * Branding (§2.12, designed calls; contract/branding.ts). Every write to branding_settings re-themes
 * open consoles through the 106 trigger (ReceiveConsoleChange 'Branding' on /hubs/console).
 */
export const brandingHandlers: DomainHandlers<typeof contract.branding> = {
  theme: async ({ db, server }) => ok(themeOf(await server.cache.get('branding', () => loadCustomization(db)))),

  image: async ({ db, params, query, reply }) => {
    const column = params.kind === 'Logo' ? 'logo' : 'favicon';
    const [row] = await db.query<{ bytes: Buffer | Uint8Array | null; type: string | null }>(
      `SELECT ${column} AS bytes, ${column}_type AS type FROM branding_settings WHERE tenant_id = ${TENANT_ID_SQL}`,
    );
    if (!row?.bytes || !row.type) throw notFound(`The ${params.kind.toLowerCase()}`);
    reply
      .type(row.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      // A versioned address names one image for good; the bare address follows changes.
      .header('cache-control', query?.v ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(Buffer.from(row.bytes));
    await finished(reply.raw).catch(() => undefined);
    return ok(null as never);
  },

  customization: async ({ db }) => ok(await loadCustomization(db)),

  saveCustomization: async ({ db, body }) => {
    const colors = checkedColors(body);
    await ensureBrandingRow(db);
    await db.query(
      `UPDATE branding_settings SET primary_color = $1, primary_text_color = $2, accent_color = $3,
          background_color = $4, sign_in_title = $5, sign_in_message = $6, updated_date = now()
        WHERE tenant_id = ${TENANT_ID_SQL}`,
      [
        colors.PrimaryColor,
        colors.PrimaryTextColor,
        colors.AccentColor,
        colors.BackgroundColor,
        body.SignInTitle?.trim() || null,
        body.SignInMessage?.trim() || null,
      ],
    );
    return ok(await loadCustomization(db), {
      message: 'Branding saved.',
      audit: customizationAudit(
        `Colours ${colors.PrimaryColor}/${colors.PrimaryTextColor}, ${colors.AccentColor} on ${colors.BackgroundColor}`,
      ),
    });
  },

  uploadImage: async ({ db, body }) => {
    const { bytes, contentType } = checkedImage(body.Kind, body.DataBase64);
    const column = body.Kind === 'Logo' ? 'logo' : 'favicon';
    await ensureBrandingRow(db);
    await db.query(
      `UPDATE branding_settings SET ${column} = $1, ${column}_type = $2, ${column}_version = $3,
          updated_date = now() WHERE tenant_id = ${TENANT_ID_SQL}`,
      [bytes, contentType, createHash('sha256').update(bytes).digest('hex').slice(0, 32)],
    );
    return ok(await loadCustomization(db), {
      message: `${body.Kind} saved.`,
      audit: customizationAudit(`${body.Kind} set (${contentType}, ${bytes.length} bytes)`),
    });
  },

  removeImage: async ({ db, params }) => {
    const column = params.kind === 'Logo' ? 'logo' : 'favicon';
    await db.query(
      `UPDATE branding_settings SET ${column} = NULL, ${column}_type = NULL, ${column}_version = NULL,
          updated_date = now() WHERE tenant_id = ${TENANT_ID_SQL}`,
    );
    return ok(await loadCustomization(db), {
      message: `${params.kind} removed.`,
      audit: customizationAudit(`${params.kind} removed`),
    });
  },

  domains: async ({ db }) => ok(await listDomains(db)),

  saveDomain: async ({ db, body }) => {
    const domain = await addDomain(db, body.HostName);
    return ok(domain, {
      message: 'Domain added. Publish its TXT record, then verify it.',
      audit: { targetType: 'BrandingDomain', targetId: domain.DomainId, description: domain.HostName },
    });
  },

  removeDomain: async ({ db, params }) => {
    const domain = await loadDomain(db, params.id);
    await db.query('DELETE FROM branding_domains WHERE domain_id = $1', [params.id]);
    return ok(null, {
      message: 'Domain removed.',
      audit: { targetType: 'BrandingDomain', targetId: domain.DomainId, description: domain.HostName },
    });
  },

  verifyDomain: async ({ db, params, server }) => {
    const { domain, message } = await verifyDomain(db, params.id, server.config.dnsServers);
    return ok(domain, {
      message,
      audit: { targetType: 'BrandingDomain', targetId: domain.DomainId, description: `${domain.HostName}: ${message}` },
    });
  },
};
