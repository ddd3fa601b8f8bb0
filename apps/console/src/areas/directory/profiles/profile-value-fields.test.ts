import { describe, expect, it } from 'vitest';
import { ProfilePropertyType, type ProfileUserValues } from '@portcullis/api-client';
import { profileValueField, valuesDraft, valuesInput, valuesProblems } from './profile-value-fields';

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

describe('profile value fields', () => {
  it('gives each §4 property type its control kind, required marks and help', () => {
    expect(values.Values.map((v) => profileValueField(v).kind)).toEqual([
      'number',
      'date',
      'dateTime',
      'choice',
      'text',
      'text',
    ]);
    const site = profileValueField(values.Values[3]!);
    expect(site.isRequired).toBe(true);
    expect(site.choices?.map((c) => c.value)).toEqual(['Berlin', 'Oslo']);
    expect(site.help).toBe('Lookup');
  });

  it('starts from the stored values and sends them back as text, empty as null', () => {
    const draft = valuesDraft(values);
    expect(draft).toEqual({
      Floor: 3,
      Since: '2026-01-31',
      Seen: '',
      Site: '',
      Photo: 'data:image/png;base64,AA==',
      Note: '',
    });
    expect(valuesInput(values, { ...draft, Floor: 4, Site: 'Oslo' }).Values).toEqual([
      { ProfilePropertyId: 'id-Floor', Value: '4' },
      { ProfilePropertyId: 'id-Since', Value: '2026-01-31' },
      { ProfilePropertyId: 'id-Seen', Value: null },
      { ProfilePropertyId: 'id-Site', Value: 'Oslo' },
      { ProfilePropertyId: 'id-Photo', Value: 'data:image/png;base64,AA==' },
      { ProfilePropertyId: 'id-Note', Value: null },
    ]);
  });

  it('words local problems as the server does, by property name', () => {
    expect(valuesProblems(values, valuesDraft(values))).toEqual({ Site: 'Site is required.' });
    expect(valuesProblems(values, { ...valuesDraft(values), Site: 'Paris', Since: '31.01.2026' })).toEqual({
      Site: 'Site must be one of: Berlin, Oslo.',
      Since: 'Since must be a date (YYYY-MM-DD).',
    });
  });
});
