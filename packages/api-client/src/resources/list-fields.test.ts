import { describe, expect, it } from 'vitest';
import { saveSchema } from '../contract/resource-calls';
import { defineResource, designedCalls } from './define';
import { choicesOf, field, isListField } from './fields';
import { checkFieldValue, checkSaveInput } from './validate';
import { parseClientAddress, parseRange, rangeContains, rangeProblem, isTimeZone } from './network';

const GUID = '6f1c1a52-56c2-4a54-8d4c-0d1e2a3b4c5d';

const listy = defineResource({
  name: 'listy',
  domain: 'listy',
  titles: { one: 'Listy', many: 'Listies' },
  noun: 'listy',
  id: 'ListyId',
  fields: {
    Title: field.title(),
    Mode: field.choice('Mode', choicesOf({ Any: 0, Chosen: 1 }), { required: true, initial: 0 }),
    Days: field.choiceList('Days', choicesOf({ Monday: 1, Tuesday: 2, Wednesday: 3 })),
    Zones: field.refList('Zones', 'zoneDef', { required: true, shownWhen: { Mode: [1] } }),
    Groups: field.objectList('Groups', 'group', { maxItems: 2 }),
    Ranges: field.textList('Ranges', { format: 'cidr' }),
    Zone: field.text('Time zone', { format: 'timeZone', required: true, shownWhen: { Mode: [1] } }),
  },
  titleField: 'Title',
  list: { columns: ['Title'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'P.List', edit: 'P.Edit' },
  calls: designedCalls('/listy'),
  store: { table: 'listies', alias: 'l', idColumn: 'listy_id' },
  audit: { targetType: 'Listy' },
});

describe('list fields of resource definitions', () => {
  it('are lists, never null', () => {
    const f = listy.fields;
    expect([f.Days, f.Zones, f.Groups, f.Ranges].every(isListField)).toBe(true);
    expect(isListField(f.Title)).toBe(false);
    expect([f.Days.initial, f.Zones.initial, f.Groups.initial]).toEqual([[], [], []]);
  });

  it('derive save schemas: ids for ref and object lists, the choices for choice lists, limits kept', () => {
    const schema = saveSchema(listy);
    const good = { Title: 'A', Mode: 0, Days: [1, 3], Zones: [GUID], Groups: [GUID], Ranges: ['10.0.0.0/8'] };
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, Days: [4] }).success).toBe(false);
    expect(schema.safeParse({ ...good, Zones: ['zone-a'] }).success).toBe(false);
    expect(schema.safeParse({ ...good, Groups: [GUID, GUID, GUID] }).success).toBe(false);
    // Required only while shown: the schema leaves it to checkSaveInput.
    expect(schema.safeParse({ ...good, Zone: null }).success).toBe(true);
  });

  it('check lists: repeats, ids, chosen values, CIDR ranges and time zones, each with a plain message', () => {
    const f = listy.fields;
    expect(checkFieldValue(f.Days, [1, 1])).toBe('Days has the same value twice.');
    expect(checkFieldValue(f.Days, [9])).toBe('Days must be chosen from: Monday, Tuesday, Wednesday.');
    expect(checkFieldValue(f.Zones, [])).toBe('Zones needs at least one value.');
    expect(checkFieldValue(f.Zones, ['x'])).toBe('Zones must be a list of ids.');
    expect(checkFieldValue(f.Groups, [GUID, GUID.toUpperCase()])).toBe('Groups has the same value twice.');
    expect(checkFieldValue(f.Ranges, ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'])).toBeNull();
    expect(checkFieldValue(f.Ranges, ['10.0.0.5/8'])).toBe(
      'Ranges: "10.0.0.5/8" has host bits set; the range is 10.0.0.0/8.',
    );
    expect(checkFieldValue(f.Zone, 'Europe/Istanbul')).toBeNull();
    expect(checkFieldValue(f.Zone, 'Mars/Olympus')).toBe('Time zone must be a time zone such as Europe/Istanbul.');
    expect(checkSaveInput(listy, { Title: 'x', Mode: 0 }, true)).toEqual([]);
    expect(checkSaveInput(listy, { Title: 'x', Mode: 1, Zones: [], Zone: '' }, true).map((p) => p.Field)).toEqual([
      'Zones',
      'Zone',
    ]);
  });
});

describe('network ranges', () => {
  it('accept IPv4 and IPv6 ranges and single addresses; refuse other forms with the reason', () => {
    for (const ok of ['10.0.0.0/8', '0.0.0.0/0', '192.0.2.1', '::/0', '::1', '2001:db8::/32', '127.0.0.64/26'])
      expect(rangeProblem(ok), ok).toBeNull();
    expect(rangeProblem('127.1')).toBe('"127.1" is not an IPv4 or IPv6 address or range.');
    expect(rangeProblem('0x7f.0.0.1')).toMatch(/is not an IPv4 or IPv6/);
    expect(rangeProblem('fe80::1%eth0')).toMatch(/is not an IPv4 or IPv6/);
    expect(rangeProblem('1.2.3.4/33')).toBe('"1.2.3.4/33" has a prefix length outside 0-32.');
    expect(rangeProblem('2001:db8::/129')).toBe('"2001:db8::/129" has a prefix length outside 0-128.');
    expect(rangeProblem('2001:db8::1/32')).toBe('"2001:db8::1/32" has host bits set; the range is 2001:db8::/32.');
  });

  it('match loopback client addresses, IPv4-mapped IPv6 as IPv4, and never across families', () => {
    const block = parseRange('127.0.0.64/26')!;
    const at = (text: string) => parseClientAddress(text)!;
    expect(rangeContains(block, at('127.0.0.70'))).toBe(true);
    expect(rangeContains(block, at('::ffff:127.0.0.70'))).toBe(true);
    expect(rangeContains(block, at('127.0.0.1'))).toBe(false);
    expect(rangeContains(block, at('::1'))).toBe(false);
    expect(rangeContains(parseRange('::1')!, at('::1'))).toBe(true);
    expect(rangeContains(parseRange('0.0.0.0/0')!, at('::1'))).toBe(false);
    expect(parseClientAddress('not an address')).toBeNull();
    expect(parseRange('10.0.0.5/8')).toBeNull();
  });

  it('know IANA time zone names', () => {
    expect([isTimeZone('UTC'), isTimeZone('America/New_York'), isTimeZone('Etc/GMT+3')]).toEqual([true, true, true]);
    expect([isTimeZone('Mars/Olympus'), isTimeZone(''), isTimeZone('../etc')]).toEqual([false, false, false]);
  });
});
