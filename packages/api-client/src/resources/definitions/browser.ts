import { permission } from '../../contract/permissions';
import { defineResource, designedCalls } from '../define';
import { field } from '../fields';

/**
 * Browsers (spec §2.9 System → browsers, with save and view; designed calls): the browser families
 * sign-in recognises, by a text its User-Agent contains. Access restrictions allow or deny sign-in per
 * browser. Detection takes the first match in priority order (Edge's User-Agent also names Chrome).
 */
export const browserResource = defineResource({
  name: 'browser',
  domain: 'browsers',
  titles: { one: 'Browser', many: 'Browsers' },
  noun: 'browser',
  description: 'Browser families recognised at sign-in, checked in priority order.',
  id: 'BrowserId',
  fields: {
    Title: field.title(),
    Name: field.name(),
    UserAgentMatch: field.text('User-Agent contains', {
      required: true,
      maxLength: 100,
      help: 'Case-insensitive text of the User-Agent header, e.g. Firefox/',
    }),
    Priority: field.number('Priority', {
      required: true,
      min: 1,
      max: 1000,
      integer: true,
      initial: 100,
      help: 'Lower numbers are checked first.',
    }),
    Description: field.longText('Description'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'UserAgentMatch', 'Priority'],
    search: ['Title', 'Name', 'UserAgentMatch'],
    defaultSort: [
      { Column: 'Priority', Asc: true },
      { Column: 'Title', Asc: true },
    ],
  },
  access: { list: permission('Browser.List'), edit: permission('Browser.Edit') },
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
