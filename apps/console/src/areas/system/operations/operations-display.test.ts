import { describe, expect, it } from 'vitest';
import { bootstrapStepLink, formatMs, serverLabel } from './operations-display';

describe('operations display', () => {
  it('formats response times', () => {
    expect(formatMs(0.456)).toBe('0.5 ms');
    expect(formatMs(99.94)).toBe('99.9 ms');
    expect(formatMs(250.6)).toBe('251 ms');
    expect(formatMs(null)).toBe('');
  });

  it('names a process by its name, else by host and pid', () => {
    expect(serverLabel({ Name: null, Host: 'web-1', Pid: 42 })).toBe('web-1:42');
    expect(serverLabel({ Name: 'alpha', Host: 'web-1', Pid: 42 })).toBe('alpha (web-1:42)');
  });

  it('links every first-run step to the page where it is done', () => {
    expect(bootstrapStepLink('AdministratorCreated').href).toBe('/system/setup');
    expect(bootstrapStepLink('SourceConfigured').href).toMatch(/^\/directory\//);
    expect(bootstrapStepLink('MfaConfigured').href).toMatch(/^\/security\//);
    expect(bootstrapStepLink('ApplicationCreated').href).toMatch(/^\/applications/);
  });
});
