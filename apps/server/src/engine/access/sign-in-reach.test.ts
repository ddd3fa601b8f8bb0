import { describe, expect, it } from 'vitest';
import { CONSOLE_APPLICATION_ID } from '@portcullis/api-client/contract';
import {
  applicationAudience,
  applicationGroupsAudience,
  authenticatorAudience,
  passwordPolicyAudience,
  restrictionAudience,
  unionAudiences,
  userAgentAudience,
  zoneAudience,
  zoneDefAudience,
  type Audience,
} from './sign-in-reach';

const EVERYONE: Audience[] = [{ kind: 'everyone' }];
const enabled = { IsEnabled: true, UserIds: ['u1'], GroupIds: ['g1'], RoleIds: ['r1'] };

describe('restrictionAudience', () => {
  it('reaches what AppliesTo names, and only that list', () => {
    expect(restrictionAudience({ ...enabled, AppliesTo: 'AllUsers' })).toEqual(EVERYONE);
    expect(restrictionAudience({ ...enabled, AppliesTo: 'Users' })).toEqual([{ kind: 'users', ids: ['u1'] }]);
    expect(restrictionAudience({ ...enabled, AppliesTo: 'Groups' })).toEqual([{ kind: 'groupMembers', ids: ['g1'] }]);
    expect(restrictionAudience({ ...enabled, AppliesTo: 'Roles' })).toEqual([{ kind: 'roleHolders', ids: ['r1'] }]);
  });

  it('reaches nobody while disabled, absent, unknown or with an empty list', () => {
    expect(restrictionAudience({ ...enabled, IsEnabled: false, AppliesTo: 'AllUsers' })).toEqual([]);
    expect(restrictionAudience({ ...enabled, IsEnabled: null, AppliesTo: 'AllUsers' })).toEqual([]);
    expect(restrictionAudience(null)).toEqual([]);
    expect(restrictionAudience(undefined)).toEqual([]);
    expect(restrictionAudience({ ...enabled, AppliesTo: 'Everybody' })).toEqual([]);
    expect(restrictionAudience({ IsEnabled: true, AppliesTo: 'Users', UserIds: [] })).toEqual([]);
    expect(restrictionAudience({ IsEnabled: true, AppliesTo: 'Groups', GroupIds: null })).toEqual([]);
    expect(restrictionAudience({ IsEnabled: true, AppliesTo: 'Roles' })).toEqual([]);
  });
});

describe('zoneAudience', () => {
  it('reaches everyone while the zone decides a state or an MFA rule', () => {
    expect(zoneAudience({ State: 3, MfaRequired: 0 })).toEqual(EVERYONE);
    expect(zoneAudience({ State: 0, MfaRequired: 1 })).toEqual(EVERYONE);
    expect(zoneAudience({ State: 1, MfaRequired: 2 })).toEqual(EVERYONE);
  });

  it('reaches nobody when it decides nothing, or is absent', () => {
    expect(zoneAudience({ State: 0, MfaRequired: 0 })).toEqual([]);
    expect(zoneAudience({ State: null, MfaRequired: null })).toEqual([]);
    expect(zoneAudience({})).toEqual([]);
    expect(zoneAudience(null)).toEqual([]);
  });
});

describe('zoneDefAudience', () => {
  const onRole = { IsEnabled: true, AppliesTo: 'Roles', RoleIds: ['r1'] };
  it('reaches everyone when a deciding zone uses it', () => {
    expect(
      zoneDefAudience(
        [
          { State: 0, MfaRequired: 0 },
          { State: 3, MfaRequired: 0 },
        ],
        [],
      ),
    ).toEqual(EVERYONE);
  });

  it('else reaches the users of the restrictions that name it for where, not the others', () => {
    expect(
      zoneDefAudience(
        [{ State: 0, MfaRequired: 0 }],
        [
          { ...onRole, Location: 'NotInZones' },
          { IsEnabled: true, AppliesTo: 'Users', UserIds: ['u1'], Location: 'InZones' },
          { IsEnabled: true, AppliesTo: 'Users', UserIds: ['u9'], Location: 'Anywhere' },
          { IsEnabled: true, AppliesTo: 'Users', UserIds: ['u8'], Location: null },
        ],
      ),
    ).toEqual([
      { kind: 'users', ids: ['u1'] },
      { kind: 'roleHolders', ids: ['r1'] },
    ]);
    expect(zoneDefAudience([], [])).toEqual([]);
  });
});

describe('userAgentAudience', () => {
  it('reaches the users of restrictions allowing only chosen browsers (or platforms)', () => {
    const restrictions = [
      { IsEnabled: true, AppliesTo: 'Users', UserIds: ['u1'], Browsers: 'Only', Platforms: 'Any' },
      { IsEnabled: true, AppliesTo: 'Users', UserIds: ['u2'], Browsers: 'Any', Platforms: 'Only' },
    ];
    expect(userAgentAudience('Browsers', restrictions)).toEqual([{ kind: 'users', ids: ['u1'] }]);
    expect(userAgentAudience('Platforms', restrictions)).toEqual([{ kind: 'users', ids: ['u2'] }]);
    expect(userAgentAudience('Browsers', [])).toEqual([]);
  });
});

describe('passwordPolicyAudience', () => {
  it('reaches super admins for admin, users without another policy for default, else its source’s users', () => {
    expect(passwordPolicyAudience({ Name: 'admin', UserSourceId: null })).toEqual([{ kind: 'superAdmins' }]);
    expect(passwordPolicyAudience({ Name: 'default' })).toEqual([{ kind: 'defaultPolicyUsers' }]);
    expect(passwordPolicyAudience({ Name: 'contractors', UserSourceId: 's1' })).toEqual([
      { kind: 'sourcePolicyUsers', id: 's1' },
    ]);
  });

  it('reaches nobody without a source or without a policy', () => {
    expect(passwordPolicyAudience({ Name: 'contractors', UserSourceId: null })).toEqual([]);
    expect(passwordPolicyAudience({ Name: 'Admin', UserSourceId: '' })).toEqual([]);
    expect(passwordPolicyAudience(null)).toEqual([]);
  });
});

describe('authenticatorAudience', () => {
  it('reaches everyone for the password authenticator, else the users enrolled with it', () => {
    expect(authenticatorAudience({ AuthenticatorType: 'Password', AuthenticatorId: 'a0' })).toEqual(EVERYONE);
    expect(authenticatorAudience({ AuthenticatorType: 'Totp', AuthenticatorId: 'a1' })).toEqual([
      { kind: 'enrolledWith', ids: ['a1'] },
    ]);
  });

  it('reaches nobody for a new one or none', () => {
    expect(authenticatorAudience({ AuthenticatorType: 'Totp', AuthenticatorId: null })).toEqual([]);
    expect(authenticatorAudience({ AuthenticatorType: 'Totp' })).toEqual([]);
    expect(authenticatorAudience(null)).toEqual([]);
  });
});

describe('applications', () => {
  it('reaches everyone for the console application only', () => {
    expect(applicationAudience(CONSOLE_APPLICATION_ID)).toEqual(EVERYONE);
    expect(applicationAudience('00000000-0000-4000-8000-000000000031')).toEqual([]);
    expect(applicationAudience(null)).toEqual([]);
    expect(applicationAudience(undefined)).toEqual([]);
  });

  it("reaches the member groups' members and their subgroups' members", () => {
    expect(applicationGroupsAudience(['g1', 'g2'])).toEqual([{ kind: 'groupTreeMembers', ids: ['g1', 'g2'] }]);
    expect(applicationGroupsAudience([])).toEqual([]);
  });
});

describe('unionAudiences', () => {
  it('lets everyone absorb the rest', () => {
    expect(unionAudiences([{ kind: 'users', ids: ['u1'] }], EVERYONE, [{ kind: 'superAdmins' }])).toEqual(EVERYONE);
  });

  it('merges lists of a kind without repeats, in a fixed order of kinds, each plain kind once', () => {
    expect(
      unionAudiences(
        [{ kind: 'enrolledWith', ids: ['a1'] }, { kind: 'superAdmins' }, { kind: 'sourcePolicyUsers', id: 's1' }],
        [
          { kind: 'roleHolders', ids: ['r1'] },
          { kind: 'users', ids: ['u1', 'u2'] },
          { kind: 'groupTreeMembers', ids: ['t1'] },
        ],
        [
          { kind: 'users', ids: ['u2', 'u3'] },
          { kind: 'groupMembers', ids: ['g1'] },
          { kind: 'defaultPolicyUsers' },
          { kind: 'superAdmins' },
          { kind: 'sourcePolicyUsers', id: 's1' },
          { kind: 'sourcePolicyUsers', id: 's2' },
          { kind: 'defaultPolicyUsers' },
        ],
      ),
    ).toEqual([
      { kind: 'users', ids: ['u1', 'u2', 'u3'] },
      { kind: 'groupMembers', ids: ['g1'] },
      { kind: 'groupTreeMembers', ids: ['t1'] },
      { kind: 'roleHolders', ids: ['r1'] },
      { kind: 'enrolledWith', ids: ['a1'] },
      { kind: 'superAdmins' },
      { kind: 'defaultPolicyUsers' },
      { kind: 'sourcePolicyUsers', id: 's1' },
      { kind: 'sourcePolicyUsers', id: 's2' },
    ]);
  });

  it('is empty for nothing, and keeps empty lists out', () => {
    expect(unionAudiences()).toEqual([]);
    expect(unionAudiences([], [{ kind: 'users', ids: [] }])).toEqual([]);
  });
});
