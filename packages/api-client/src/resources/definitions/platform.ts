import { defineResource, designedCalls } from '../define';
import { userAgentMatchFields, userAgentMatchList } from './user-agent-match';
import { Permissions } from '../../contract/permissions';

/**
 * Platforms (spec §2.9 System → platforms, with save and view; designed calls): the operating systems
 * sign-in recognises, by a text the User-Agent contains, first match in priority order (Android's
 * User-Agent also names Linux, iOS's names Mac OS X).
 */
export const platformResource = defineResource({
  name: 'platform',
  domain: 'platforms',
  titles: { one: 'Platform', many: 'Platforms' },
  id: 'PlatformId',
  access: { list: Permissions.PlatformList, edit: Permissions.PlatformEdit },
  noun: 'platform',
  description: 'Operating systems recognised at sign-in, checked in priority order.',
  fields: userAgentMatchFields('Windows NT'),
  titleField: 'Title',
  nameField: 'Name',
  list: userAgentMatchList,
  calls: designedCalls('/platform'),
  store: { table: 'platforms', alias: 'pf', idColumn: 'platform_id', isManaged: true },
  audit: { targetType: 'Platform' },
  removeText: 'Access restrictions that name this platform stop matching it.',
  demo: [
    { Title: 'Android', Name: 'android', UserAgentMatch: 'Android', Priority: 10 },
    { Title: 'iOS', Name: 'ios', UserAgentMatch: 'iPhone OS', Priority: 20 },
    { Title: 'iPadOS', Name: 'ipados', UserAgentMatch: 'iPad', Priority: 30 },
    { Title: 'Windows', Name: 'windows', UserAgentMatch: 'Windows NT', Priority: 40 },
    { Title: 'macOS', Name: 'macos', UserAgentMatch: 'Mac OS X', Priority: 50 },
    { Title: 'ChromeOS', Name: 'chromeos', UserAgentMatch: 'CrOS', Priority: 60 },
    { Title: 'Linux', Name: 'linux', UserAgentMatch: 'Linux', Priority: 70 },
  ],
});
