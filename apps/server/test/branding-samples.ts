import type { TestServer } from '../src/testing/test-server';
import { solidPng } from './fixtures/images';
import { startLoopbackDns } from './fixtures/dns-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per branding write (issue 28, §2.12): colours and texts, a logo set and
 * removed, a domain added, verified (against a loopback DNS server that has the record, so no question
 * leaves the machine) and removed.
 */
export function brandingSamples(t: TestServer, admin: string): Record<string, Sample> {
  const post = (path: string, body: unknown) => t.call('POST', path, { cookie: admin, body });
  let domainId = '';
  let recordName = '';
  let recordValue = '';
  return {
    'branding.saveCustomization': () =>
      post('/branding/customization/save', {
        PrimaryColor: '#5b2c83',
        PrimaryTextColor: '#ffffff',
        AccentColor: '#5b2c83',
        BackgroundColor: '#ffffff',
        SignInTitle: 'Welcome',
      }),
    'branding.uploadImage': () =>
      post('/branding/image/upload', { Kind: 'Logo', DataBase64: solidPng(120, 40).toString('base64') }),
    'branding.removeImage': () => t.call('DELETE', '/branding/image/Logo', { cookie: admin }),
    'branding.saveDomain': async () => {
      const res = await post('/branding/domain/save', { HostName: 'login.audit-sample.test' });
      const data = (res.body as { Data: { DomainId: string; RecordName: string; RecordValue: string } }).Data;
      ({ DomainId: domainId, RecordName: recordName, RecordValue: recordValue } = data);
      return res;
    },
    'branding.verifyDomain': async () => {
      const dns = await startLoopbackDns();
      dns.txt.set(recordName, [recordValue]);
      const config = t.server.config as { dnsServers?: readonly string[] };
      const before = config.dnsServers;
      config.dnsServers = [dns.address];
      try {
        return await t.call('POST', `/branding/domain/verify/${domainId}`, { cookie: admin });
      } finally {
        config.dnsServers = before;
        await dns.close();
      }
    },
    'branding.removeDomain': () => t.call('DELETE', `/branding/domain/remove/${domainId}`, { cookie: admin }),
  };
}
