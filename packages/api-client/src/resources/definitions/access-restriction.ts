import { ZoneObjectType } from '../../entities/enums';
import { defineResource, designedCalls } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** Days of a restriction's schedule, ISO numbering (Monday 1 … Sunday 7). */
export const Weekday = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
} as const;

const scheduled = { Schedule: ['Schedule'] };

/**
 * Access restrictions (spec §2.7 accessrestrictions, list and save/:id?; designed calls): who may sign
 * in to what, when, from where and with what. A restriction applies to its users (everyone, chosen
 * users, members of groups, holders of roles) signing in to its target (every sign-in, or one
 * application; console sign-ins are sign-ins to the console's application). Such a sign-in is allowed
 * only when every condition of every enabled restriction that applies holds (Okta's sign-on rules,
 * Windows logon hours):
 * - When: on the chosen days, from the start hour up to (not including) the end hour, on the user's
 *   clock (their own time zone, else the restriction's); an end before the start spans midnight;
 * - Where: from (or not from) the networks of the chosen zone definitions;
 * - Browsers and platforms: the ones the User-Agent is recognised as (System → browsers, platforms,
 *   first match by priority); an unrecognised one is not among the chosen.
 * Group membership is direct membership; roles are held directly or through a group. A chosen object
 * that is deleted later simply stops matching. A refused sign-in says which restriction refused it and
 * why, after the password was checked.
 */
export const accessRestrictionResource = defineResource({
  name: 'accessRestriction',
  domain: 'accessRestrictions',
  titles: { one: 'Access restriction', many: 'Access restrictions' },
  id: 'AccessRestrictionId',
  access: { list: Permissions.AccessRestrictionList, edit: Permissions.AccessRestrictionEdit },
  noun: 'access restriction',
  description: 'Who may sign in to what, when, from which networks, browsers and platforms.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    IsEnabled: field.boolean('Enabled', { initial: true }),
    AppliesTo: field.choice(
      'Applies to',
      [
        { value: 'AllUsers', title: 'All users' },
        { value: 'Users', title: 'Chosen users' },
        { value: 'Groups', title: 'Members of groups' },
        { value: 'Roles', title: 'Holders of roles' },
      ],
      { required: true, initial: 'AllUsers' },
    ),
    UserIds: field.objectList('Users', 'user', { required: true, shownWhen: { AppliesTo: ['Users'] } }),
    GroupIds: field.objectList('Groups', 'group', { required: true, shownWhen: { AppliesTo: ['Groups'] } }),
    RoleIds: field.objectList('Roles', 'role', { required: true, shownWhen: { AppliesTo: ['Roles'] } }),
    ObjectType: field.choice('Sign-in to', choicesOf(ZoneObjectType), {
      required: true,
      initial: ZoneObjectType.SystemDefault,
      help: 'System Default: every sign-in. Application: sign-ins to one application.',
    }),
    ApplicationIds: field.objectList('Application', 'application', {
      required: true,
      maxItems: 1,
      shownWhen: { ObjectType: [ZoneObjectType.Application] },
    }),
    Schedule: field.choice(
      'When',
      [
        { value: 'Always', title: 'At any time' },
        { value: 'Schedule', title: 'On chosen days and hours' },
      ],
      { required: true, initial: 'Always' },
    ),
    Days: field.choiceList('Days', choicesOf(Weekday), { required: true, shownWhen: scheduled }),
    FromHour: field.number('From hour', {
      required: true,
      min: 0,
      max: 23,
      integer: true,
      initial: 8,
      help: 'Sign-in is allowed from the start of this hour (0-23).',
      shownWhen: scheduled,
    }),
    ToHour: field.number('Until hour', {
      required: true,
      min: 1,
      max: 24,
      integer: true,
      initial: 18,
      help: 'Up to the start of this hour (1-24); before the start hour, the window spans midnight.',
      shownWhen: scheduled,
    }),
    TimeZone: field.text('Time zone', {
      required: true,
      format: 'timeZone',
      maxLength: 64,
      initial: 'UTC',
      help: 'Used for users who have no time zone of their own.',
      shownWhen: scheduled,
    }),
    Location: field.choice(
      'Where',
      [
        { value: 'Anywhere', title: 'From anywhere' },
        { value: 'InZones', title: 'Only from chosen zones' },
        { value: 'NotInZones', title: 'Not from chosen zones' },
      ],
      { required: true, initial: 'Anywhere' },
    ),
    ZoneDefIds: field.refList('Zones', 'zoneDef', {
      required: true,
      shownWhen: { Location: ['InZones', 'NotInZones'] },
    }),
    Browsers: field.choice(
      'Browsers',
      [
        { value: 'Any', title: 'Any browser' },
        { value: 'Only', title: 'Only chosen browsers' },
      ],
      { required: true, initial: 'Any' },
    ),
    BrowserIds: field.refList('Allowed browsers', 'browser', { required: true, shownWhen: { Browsers: ['Only'] } }),
    Platforms: field.choice(
      'Platforms',
      [
        { value: 'Any', title: 'Any platform' },
        { value: 'Only', title: 'Only chosen platforms' },
      ],
      { required: true, initial: 'Any' },
    ),
    PlatformIds: field.refList('Allowed platforms', 'platform', {
      required: true,
      shownWhen: { Platforms: ['Only'] },
    }),
    Description: field.longText('Description'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'AppliesTo', 'ObjectType', 'Schedule', 'Location', 'IsEnabled'],
    search: ['Title', 'Name'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/accessrestriction', 'accessRestriction'),
  store: { table: 'access_restrictions', alias: 'ar', idColumn: 'access_restriction_id', isManaged: true },
  audit: { targetType: 'AccessRestriction' },
  removeText: 'Its users may then sign in without its conditions.',
  demo: [
    {
      Title: 'Contractors on weekdays',
      Name: 'contractors-on-weekdays',
      IsEnabled: false,
      AppliesTo: 'AllUsers',
      ObjectType: ZoneObjectType.SystemDefault,
      Schedule: 'Schedule',
      Days: [1, 2, 3, 4, 5],
      FromHour: 7,
      ToHour: 20,
      TimeZone: 'Europe/Istanbul',
      Location: 'NotInZones',
      ZoneDefIds: ['zoneDef:blocked-networks'],
      Browsers: 'Any',
      Platforms: 'Any',
      Description: 'Enable and narrow to the contractors group to keep contractors to weekdays 07:00-20:00.',
    },
  ],
});
