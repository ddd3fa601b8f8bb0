import { field } from '../fields';

/**
 * The shape shared by the User-Agent catalogues of §2.9 (browsers, platforms): each record names a
 * text the User-Agent header contains, and sign-in takes the first match in priority order.
 * `example` is the help text's sample (a text that kind of record matches).
 */
export function userAgentMatchFields(example: string) {
  return {
    Title: field.title(),
    Name: field.name(),
    UserAgentMatch: field.text('User-Agent contains', {
      required: true,
      maxLength: 100,
      help: `Case-insensitive text of the User-Agent header, e.g. ${example}`,
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
  };
}

/** The list of a User-Agent catalogue: by priority, then title; searched by title, name and match text. */
export const userAgentMatchList = {
  columns: ['Title', 'Name', 'UserAgentMatch', 'Priority'],
  search: ['Title', 'Name', 'UserAgentMatch'],
  defaultSort: [
    { Column: 'Priority', Asc: true },
    { Column: 'Title', Asc: true },
  ],
} as const;
