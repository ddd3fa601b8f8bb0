import {
  checkFieldValue,
  choiceTitle,
  field,
  profilePropertyResource,
  ProfilePropertyType,
  type AnyField,
  type ProfileUserValues,
} from '@portcullis/api-client';

type Property = ProfileUserValues['Values'][number];
/** A user's values of a profile as the form edits them, by property name (the server names problems by it). */
export type ValuesDraft = Record<string, unknown>;

/**
 * The form field of one profile property (§4 property types): a lookup is a choice of its values, a
 * number a number, a date a date, a date and time a moment, the others text (an image's URL may
 * be a `data:image/` one, which the server checks and a url field would refuse). Built at
 * run time, because a profile's properties are data, not a definition; the generic controls render it
 * and `checkFieldValue` checks it as the server's `checkValue` does.
 */
export function profileValueField(p: Property): AnyField {
  const options = {
    required: p.IsRequired,
    help: `${choiceTitle(profilePropertyResource.fields.PropertyType, p.PropertyType)}${p.PropertyGroupTitle ? ` · ${p.PropertyGroupTitle}` : ''}`,
  };
  switch (p.PropertyType) {
    case ProfilePropertyType.Lookup:
      return field.choice(
        p.Title,
        p.LookupValues.map((v) => ({ value: v, title: v })),
        options,
      ) as AnyField;
    case ProfilePropertyType.Number:
      return field.number(p.Title, options) as AnyField;
    case ProfilePropertyType.Date:
      return field.date(p.Title, options) as AnyField;
    case ProfilePropertyType.DateTime:
      return field.dateTime(p.Title, options) as AnyField;
    default:
      return field.text(p.Title, options) as AnyField;
  }
}

/** The draft a user's stored values start from (a number as a number, empty as empty). */
export function valuesDraft(values: ProfileUserValues): ValuesDraft {
  return Object.fromEntries(
    values.Values.map((v) => [
      v.Name,
      v.PropertyType === ProfilePropertyType.Number ? (v.Value === null ? null : Number(v.Value)) : (v.Value ?? ''),
    ]),
  );
}

/** The save body of the draft: every property's value as text, empty as null. */
export function valuesInput(values: ProfileUserValues, draft: ValuesDraft) {
  return {
    UserId: values.UserId,
    Values: values.Values.map((v) => {
      const value = draft[v.Name];
      return {
        ProfilePropertyId: v.ProfilePropertyId,
        Value: value === null || value === undefined || value === '' ? null : String(value),
      };
    }),
  };
}

/** Local problems of the draft by property name, worded as the server words them. */
export function valuesProblems(values: ProfileUserValues, draft: ValuesDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const v of values.Values) {
    const message = checkFieldValue(profileValueField(v), draft[v.Name]);
    if (message) problems[v.Name] = message;
  }
  return problems;
}
