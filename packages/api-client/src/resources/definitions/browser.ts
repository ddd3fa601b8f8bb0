import { defineResource, designedCalls } from '../define';
import { userAgentMatchFields, userAgentMatchList } from './user-agent-match';
import { Permissions } from '../../contract/permissions';

/**
 * Browsers (spec §2.9 System → browsers, with save and view; designed calls): the browser families
 * sign-in recognises, by a text its User-Agent contains. Access restrictions allow or deny sign-in per
 * browser. Detection takes the first match in priority order (Edge's User-Agent also names Chrome).
 */
export const browserResource = defineResource({
  name: 'browser',
  domain: 'browsers',
  titles: { one: 'Browser', many: 'Browsers' },
  id: 'BrowserId',
  access: { list: Permissions.BrowserList, edit: Permissions.BrowserEdit },
  noun: 'browser',
  description: 'Browser families recognised at sign-in, checked in priority order.',
  fields: userAgentMatchFields('Firefox/'),
  titleField: 'Title',
  nameField: 'Name',
  list: userAgentMatchList,
  calls: designedCalls('/browser'),
  store: { table: 'browsers', alias: 'b', idColumn: 'browser_id', isManaged: true },
  audit: { targetType: 'Browser' },
  removeText: 'Access restrictions that name this browser stop matching it.',
  demo: [
    { Title: 'Microsoft Edge', Name: 'edge', UserAgentMatch: 'Edg/', Priority: 10 },
    { Title: 'Opera', Name: 'opera', UserAgentMatch: 'OPR/', Priority: 20 },
    { Title: 'Google Chrome', Name: 'chrome', UserAgentMatch: 'Chrome/', Priority: 30 },
    { Title: 'Mozilla Firefox', Name: 'firefox', UserAgentMatch: 'Firefox/', Priority: 40 },
    { Title: 'Apple Safari', Name: 'safari', UserAgentMatch: 'Safari/', Priority: 50 },
  ],
});
