import type { SystemCertificate } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { makeCertificatePem, validLicenceFile } from './licensing-fixtures';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/** One successful request per licensing write (issue 28): a licence upload, a certificate upload and its removal. */
export function licensingSamples(t: TestServer, admin: string): Record<string, Sample> {
  let certificateId = '';
  return {
    'licensing.licenceUpload': () =>
      t.call('POST', '/license/upload', { cookie: admin, body: { File: validLicenceFile() } }),
    'licensing.certificateUpload': async () => {
      const res = await t.call<SystemCertificate>('POST', '/certification/certificates', {
        cookie: admin,
        body: { Name: 'audit-certificate', Pem: await makeCertificatePem('audit.example.test', -1, 365) },
      });
      certificateId = res.body.Data?.CertificateId ?? '';
      return res;
    },
    'licensing.certificateRemove': () =>
      t.call('DELETE', `/certification/certificates/${certificateId}`, { cookie: admin }),
  };
}
