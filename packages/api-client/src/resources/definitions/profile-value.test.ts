import { describe, expect, it } from 'vitest';
import { ProfilePropertyType } from '../../entities/enums';
import type { ProfileUserValues } from '../../entities/profiles';
import { recordFormProblems } from '../record-form';
import { recordCallRequest, recordKeyOf } from '../record-key';
import { profileValueField, profileValueForm, profileValueResource } from './profile-value';

const property = (
  Name: string,
  PropertyType: number,
  Value: string | null,
  more: Partial<ProfileUserValues['Values'][number]> = {},
) => ({
  ProfilePropertyId: `id-${Name}`,
  Name,
  Title: Name,
  PropertyType,
  PropertyGroupTitle: null,
  IsRequired: false,
  LookupValues: [],
  Value,
  ...more,
});

const values: ProfileUserValues = {
  ProfileId: 'p',
  ProfileTitle: 'Badge',
  UserId: 'u',
  UserName: 'ann',
  FormattedName: 'Ann',
  Values: [
    property('Floor', ProfilePropertyType.Number, '3'),
    property('Since', ProfilePropertyType.Date, '2026-01-31'),
    property('Seen', ProfilePropertyType.DateTime, null),
    property('Site', ProfilePropertyType.Lookup, null, { LookupValues: ['Berlin', 'Oslo'], IsRequired: true }),
    property('Photo', ProfilePropertyType.Image, 'data:image/png;base64,AA=='),
    property('Note', ProfilePropertyType.Text, ''),
  ],
};

describe('profile value form', () => {
  it('gives each §4 property type its control kind, required marks and help, in property order', () => {
    const fields = profileValueForm.fields(values);
    expect(Object.keys(fields)).toEqual(['Floor', 'Since', 'Seen', 'Site', 'Photo', 'Note']);
    expect(Object.values(fields).map((f) => f.kind)).toEqual(['number', 'date', 'dateTime', 'choice', 'text', 'text']);
    const site = profileValueField(values.Values[3]!);
    expect(site.isRequired).toBe(true);
    expect(site.choices?.map((c) => c.value)).toEqual(['Berlin', 'Oslo']);
    expect(site.help).toBe('Lookup');
    expect(profileValueField({ ...values.Values[0]!, PropertyGroupTitle: 'Office' }).help).toBe('Number · Office');
  });

  it('starts from the stored values and sends them back as text, empty as null', () => {
    const draft = profileValueForm.draft(values);
    expect(draft).toEqual({
      Floor: 3,
      Since: '2026-01-31',
      Seen: '',
      Site: '',
      Photo: 'data:image/png;base64,AA==',
      Note: '',
    });
    expect(profileValueForm.input(values, { ...draft, Floor: 4, Site: 'Oslo' })).toEqual({
      UserId: 'u',
      Values: [
        { ProfilePropertyId: 'id-Floor', Value: '4' },
        { ProfilePropertyId: 'id-Since', Value: '2026-01-31' },
        { ProfilePropertyId: 'id-Seen', Value: null },
        { ProfilePropertyId: 'id-Site', Value: 'Oslo' },
        { ProfilePropertyId: 'id-Photo', Value: 'data:image/png;base64,AA==' },
        { ProfilePropertyId: 'id-Note', Value: null },
      ],
    });
  });

  it('words local problems as the server does, by property name', () => {
    const draft = profileValueForm.draft(values);
    expect(recordFormProblems(profileValueForm, values, draft)).toEqual({ Site: 'Site is required.' });
    expect(recordFormProblems(profileValueForm, values, { ...draft, Site: 'Paris', Since: '31.01.2026' })).toEqual({
      Site: 'Site must be one of: Berlin, Oslo.',
      Since: 'Since must be a date (YYYY-MM-DD).',
    });
  });
});

describe('a record keyed by several route params', () => {
  const { get, save, remove } = profileValueResource.calls;
  const route = { id: 'p1', username: 'ann.lee' };

  it('is named only when every key param is given', () => {
    expect(recordKeyOf(profileValueResource, undefined, route)).toBe('p1/ann.lee');
    expect(recordKeyOf(profileValueResource, 'p1', { id: 'p1' })).toBeUndefined();
    expect(recordKeyOf(profileValueResource, undefined, { id: 'p1', username: '' })).toBeUndefined();
    expect(recordKeyOf(profileValueResource, undefined, { id: 'p1', username: 'a/b' })).toBe('p1/a%2Fb');
    // Without a key, the record's id is the key.
    expect(recordKeyOf({}, 'r1', { id: 'r1', other: 'x' })).toBe('r1');
    expect(recordKeyOf({}, undefined, { other: 'x' })).toBeUndefined();
  });

  it("maps the route's params into each call's path params, and the loaded record into the remove's body", () => {
    expect(recordCallRequest(get, 'p1/ann.lee', route)).toEqual({ params: { id: 'p1', username: 'ann.lee' } });
    expect(recordCallRequest(save, 'p1/ann.lee', route)).toEqual({ params: { id: 'p1' } });
    expect(recordCallRequest(remove, 'p1/ann.lee', route, { ...values, UserId: 'u1' })).toEqual({
      params: { id: 'p1' },
      body: { UserId: 'u1' },
    });
  });

  it('refuses a request the route or the record cannot make', () => {
    expect(() => recordCallRequest(get, 'p1', { id: 'p1' })).toThrow('Call userValues needs the route param username.');
    expect(() => recordCallRequest(remove, 'p1/ann', route)).toThrow('Call removeValues needs the loaded record.');
  });

  it("sends a call without params the record's id, as every other resource's", () => {
    expect(recordCallRequest({ name: 'get', path: '/x/get/:id' }, 'r1', { id: 'other' })).toEqual({
      params: { id: 'r1' },
    });
  });
});
