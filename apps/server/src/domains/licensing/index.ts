import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { requireDefaultTenant } from '../operations/tenant';
import { BUILT_IN_LICENCE_PUBLIC_KEY } from './keys';
import { verifyLicenceFile } from './licence-file';
import { loadLicenceDetails, storeLicence } from './licence';
import { listCertificates, parseUploadedPem, removeCertificate, storeCertificate } from './certificates';

/** Issue 28 licensing and certification (README.md in this folder); default tenant only. */
export const licensingHandlers: DomainHandlers<typeof contract.licensing> = {
  licenceDetails: async ({ db }) => {
    await requireDefaultTenant(db);
    return ok(await loadLicenceDetails(db, new Date()));
  },

  licenceUpload: async ({ db, server, body }) => {
    await requireDefaultTenant(db);
    const terms = verifyLicenceFile(body.File, server.config.licencePublicKeys ?? [BUILT_IN_LICENCE_PUBLIC_KEY]);
    const now = new Date();
    await storeLicence(db, terms, body.File, now);
    return ok(await loadLicenceDetails(db, now), {
      message: 'Licence uploaded.',
      audit: {
        targetType: 'License',
        targetId: terms.LicenceId,
        description: `Edition: ${terms.Edition}; seats: ${terms.Seats}; expires: ${terms.ExpirationUtc}`,
      },
    });
  },

  certificates: async ({ db }) => {
    await requireDefaultTenant(db);
    return ok(await listCertificates(db, new Date()));
  },

  certificateUpload: async ({ db, body }) => {
    await requireDefaultTenant(db);
    const now = new Date();
    const saved = await storeCertificate(db, body.Name, parseUploadedPem(body.Pem, now), now);
    return ok(saved, {
      message: 'Certificate uploaded.',
      audit: {
        targetType: 'Certificate',
        targetId: saved.CertificateId,
        description: `${saved.Name}: ${saved.Subject}; expires ${saved.ValidTo}`,
      },
    });
  },

  certificateRemove: async ({ db, params }) => {
    await requireDefaultTenant(db);
    const name = await removeCertificate(db, params.id);
    return ok(null, {
      message: 'Certificate removed.',
      audit: { targetType: 'Certificate', targetId: params.id, description: `${name} removed` },
    });
  },
};
