/**
 * Field specifications of resource definitions: what one property of an entity kind is (its §4 type,
 * whether it is required, read-only or write-only, its limits, where it is stored). Plain data, no
 * schema library: the console validates and renders from it, the contract derives its zod schemas from
 * it, the server derives its SQL from it.
 */

/** How a field's value is edited and shown. */
export type FieldKind =
  | 'name' // the generated name of a name-title pair (§5: lower-case slug of the title until edited)
  | 'title' // the display title of a name-title pair
  | 'text'
  | 'longText'
  | 'number'
  | 'boolean'
  | 'choice' // one value of a fixed list (an enum of §4, or designed choices)
  | 'ref' // the id of a record of another resource (a lookup)
  | 'date' // YYYY-MM-DD
  | 'dateTime' // ISO 8601
  | 'cron' // §5 cron: five fields, or six with seconds
  | 'url'
  | 'email'
  | 'textList' // a list of short texts (choices, redirect URIs, CIDR ranges …)
  | 'choiceList' // several values of a fixed list (days of the week …)
  | 'refList' // ids of records of another resource (zones, browsers …)
  | 'objectList' // ids of objects of an object type (users, groups, roles, applications: §3 object types)
  | 'itemList' // structured items (a form's fields, a flow's stages): a zod item schema and a whole-list check
  | 'json' // one structured value (a rule's tree, its last run, a key's settings): jsonb, checked by `checkValue`
  | 'secret'; // write-only: never returned; an empty value on update keeps the stored one

/**
 * A checked text format of a `text` or `textList` field (each item of a list): `cidr` an IPv4 or IPv6
 * address or CIDR range without host bits (192.0.2.0/24, 2001:db8::/32, 198.51.100.7); `timeZone` an
 * IANA time zone name (Europe/Istanbul).
 */
export type TextFormat = 'cidr' | 'timeZone';

/** Field kinds whose value is a list (stored as a JSON array, never null). */
export const LIST_KINDS: readonly FieldKind[] = ['textList', 'choiceList', 'refList', 'objectList', 'itemList'];
/** Whether the field's value is a list. */
export const isListField = (f: Pick<AnyField, 'kind'>): boolean => LIST_KINDS.includes(f.kind);

/** One choice of a `choice` field. */
export interface Choice<V extends string | number = string | number> {
  readonly value: V;
  readonly title: string;
}

/**
 * A field. `V` is its value type in a record (it includes `null` when the field may be empty);
 * `RO` marks fields the server computes (not in the save body); `WO` write-only fields (secrets: in the
 * save body, never in a record).
 */
export interface Field<V = unknown, RO extends boolean = boolean, WO extends boolean = boolean> {
  readonly kind: FieldKind;
  /** Label in forms, column header in lists, term in views. */
  readonly title: string;
  /** A save without a value is refused with the §5 message '{title} is required.'. */
  readonly isRequired: boolean;
  readonly isReadOnly: RO;
  readonly isWriteOnly: WO;
  /** Set when the record is created and never changed after. */
  readonly isImmutable?: boolean;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly isInteger?: boolean;
  /** Maximum number of items of a `textList`. */
  readonly maxItems?: number;
  readonly choices?: readonly Choice[];
  /** Name of the resource a `ref` or `refList` field points to; the save checks the records exist. */
  readonly ref?: string;
  /** Object type (§3: user, group, role, application …) whose objects an `objectList` field names. */
  readonly objectType?: string;
  /** Checked format of a text (or of each item of a `textList`). */
  readonly format?: TextFormat;
  /** Only records of the `ref` resource whose fields have these values may be chosen (checked on save). */
  readonly refWhere?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Checks an `itemList`'s items — each one's shape and the list as a whole (keys unique, limits
   * consistent) — with no schema library; the message of the first problem, or null.
   */
  readonly checkItems?: (items: readonly unknown[]) => string | null;
  /** Checks a `json` field's value (its shape and limits); the message of the first problem, or null. */
  readonly checkValue?: (value: unknown) => string | null;
  /** Help text shown under the control. */
  readonly help?: string;
  /** Shown (and stored) only while another field holds one of these values. */
  readonly shownWhen?: Readonly<Record<string, readonly unknown[]>>;
  /** Value a create form starts with. */
  readonly initial?: V;
  /** SQL column (trusted, written in code); default: the field name in snake_case. */
  readonly column?: string;
  /** SQL expression read for a computed field (trusted, written in code); it may use the store's joins. */
  readonly sql?: string;
  /** The field is not stored by the generic save (a hook or another call writes it). */
  readonly isNotStored?: boolean;
  /**
   * The value is never null (a NOT NULL column the database sets, such as a created date): sorts on it
   * leave out NULLS LAST, so a plain index serves them. Required fields are never null without it.
   */
  readonly isNotNull?: boolean;
  /** What a boolean's false reads as in list filters ('Disabled'). @default 'Not {title}' (lower-cased) */
  readonly falseTitle?: string;
  /** Phantom: the value type. */
  readonly __value?: V;
}

export type AnyField = Field<unknown, boolean, boolean>;
export type Fields = Readonly<Record<string, AnyField>>;

interface Options<V> {
  /** @default true for name and title, false otherwise */
  required?: boolean;
  help?: string;
  shownWhen?: Readonly<Record<string, readonly unknown[]>>;
  initial?: V;
  column?: string;
  immutable?: boolean;
  notStored?: boolean;
  /** See Field.falseTitle (booleans). */
  falseTitle?: string;
  /** SQL read for a field the generic save does not store (`notStored`: a hook writes it, e.g. to another table). */
  sql?: string;
}
interface TextOptions extends Options<string> {
  /** @default 200 (2000 for longText) */
  maxLength?: number;
  minLength?: number;
  format?: TextFormat;
}
interface ListOptions<V> extends Options<V[]> {
  /** @default 500 */
  maxItems?: number;
}
interface ComputedOptions {
  /** SQL expression (trusted) read for this field. */
  sql?: string;
  column?: string;
  /** See Field.isNotNull. */
  isNotNull?: boolean;
}

/** Value type of an editable field: nullable unless required. */
type Editable<V, O> = O extends { required: true } ? V : V | null;

const make = <V, RO extends boolean = false, WO extends boolean = false>(
  kind: FieldKind,
  title: string,
  options: Record<string, unknown> & { required?: boolean; readOnly?: RO; writeOnly?: WO },
): Field<V, RO, WO> => {
  const { required, readOnly, writeOnly, immutable, notStored, ...rest } = options;
  return {
    kind,
    title,
    isRequired: Boolean(required),
    isReadOnly: Boolean(readOnly) as RO,
    isWriteOnly: Boolean(writeOnly) as WO,
    ...(immutable ? { isImmutable: true } : {}),
    ...(notStored ? { isNotStored: true } : {}),
    ...rest,
  } as Field<V, RO, WO>;
};

/** Builders of fields; each returns plain data. */
export const field = {
  /** The generated, unique name of a name-title pair (§5 slug rules apply in the form). */
  name: (options: TextOptions = {}) =>
    make<string>('name', 'Name', { maxLength: 200, ...options, required: true, minLength: 1 }),
  /** The title of a name-title pair. */
  title: (title = 'Title', options: TextOptions = {}) =>
    make<string>('title', title, { maxLength: 200, ...options, required: true, minLength: 1 }),
  text: <const O extends TextOptions>(title: string, options?: O) =>
    make<Editable<string, O>>('text', title, { maxLength: 200, ...options }),
  longText: <const O extends TextOptions>(title: string, options?: O) =>
    make<Editable<string, O>>('longText', title, { maxLength: 2000, ...options }),
  url: <const O extends TextOptions>(title: string, options?: O) =>
    make<Editable<string, O>>('url', title, { maxLength: 2000, ...options }),
  email: <const O extends TextOptions>(title: string, options?: O) =>
    make<Editable<string, O>>('email', title, { maxLength: 320, ...options }),
  cron: <const O extends Options<string>>(title: string, options?: O) =>
    make<Editable<string, O>>('cron', title, { maxLength: 100, ...options }),
  number: <const O extends Options<number> & { min?: number; max?: number; integer?: boolean }>(
    title: string,
    options?: O,
  ) => {
    const { integer, ...rest } = (options ?? {}) as O;
    return make<Editable<number, O>>('number', title, { ...rest, ...(integer ? { isInteger: true } : {}) });
  },
  /** A yes/no field; never null (false when unset). */
  boolean: (title: string, options: Omit<Options<boolean>, 'required'> = {}) =>
    make<boolean>('boolean', title, { initial: false, ...options, required: true }),
  /** One of fixed choices, e.g. an enumeration of §4 given as `{ Disabled: 0, Enabled: 1 }` with titles. */
  choice: <const V extends string | number, const O extends Options<V>>(
    title: string,
    choices: readonly Choice<V>[],
    options?: O,
  ) => make<Editable<V, O>>('choice', title, { ...options, choices }),
  /** The id of a record of resource `resource` (a lookup); the save checks it exists. */
  ref: <const O extends Options<string> & { where?: Record<string, string | number | boolean> }>(
    title: string,
    resource: string,
    options?: O,
  ) => {
    const { where, ...rest } = (options ?? {}) as O;
    return make<Editable<string, O>>('ref', title, { ...rest, ref: resource, ...(where ? { refWhere: where } : {}) });
  },
  /**
   * The id of one object of §3 object type `objectType` that no resource here describes (a group's
   * membership rule): a `ref` that names an object type instead of a resource; the save checks it exists.
   */
  objectRef: <const O extends Options<string>>(title: string, objectType: string, options?: O) =>
    make<Editable<string, O>>('ref', title, { ...options, objectType }),
  date: <const O extends Options<string>>(title: string, options?: O) =>
    make<Editable<string, O>>('date', title, { ...options }),
  dateTime: <const O extends Options<string>>(title: string, options?: O) =>
    make<Editable<string, O>>('dateTime', title, { ...options }),
  /** A list of short texts; never null (empty list when unset). `required`: at least one value. */
  textList: (title: string, options: ListOptions<string> & { maxLength?: number; format?: TextFormat } = {}) =>
    make<string[]>('textList', title, { maxItems: 500, maxLength: 200, initial: [], ...options }),
  /** Several of fixed choices (no repeats); never null. `required`: at least one. */
  choiceList: <const V extends string | number>(
    title: string,
    choices: readonly Choice<V>[],
    options: ListOptions<V> = {},
  ) => make<V[]>('choiceList', title, { maxItems: choices.length, initial: [], ...options, choices }),
  /** Ids of records of resource `resource` (no repeats); the save checks they exist. Never null. */
  refList: (title: string, resource: string, options: ListOptions<string> = {}) =>
    make<string[]>('refList', title, { maxItems: 100, initial: [], ...options, ref: resource }),
  /**
   * Ids of objects of object type `objectType` (§3: 'user', 'group', 'role', 'application' …), picked
   * with the object search; the save checks they exist. Never null.
   */
  objectList: (title: string, objectType: string, options: ListOptions<string> = {}) =>
    make<string[]>('objectList', title, { maxItems: 100, initial: [], ...options, objectType }),
  /**
   * A list of structured items (a form's fields, a flow's stages), stored as a JSON array; never null.
   * `check` validates the items (each one's shape and the whole list): the console and the server both
   * run it and its message is the field's error. The screen gives it a control of its own.
   */
  itemList: <T>(title: string, options: ListOptions<T> & { check: (items: readonly unknown[]) => string | null }) => {
    const { check, ...rest } = options;
    return make<T[]>('itemList', title, { maxItems: 50, initial: [], ...rest, checkItems: check });
  },
  /**
   * One structured value (a rule's tree), stored as jsonb. `check` validates it (console and server); the
   * screen gives it a control of its own.
   */
  json: <T>(title: string, options: Options<T> & { check?: (value: unknown) => string | null } = {}) => {
    const { check, ...rest } = options;
    return make<T>('json', title, { ...rest, ...(check ? { checkValue: check } : {}) });
  },
  /** A write-only secret: accepted on save, never returned; an empty value on update keeps the stored one. */
  secret: (title: string, options: TextOptions = {}) =>
    make<string | null, false, true>('secret', title, { maxLength: 10_000, ...options, writeOnly: true }),

  /** A value the server computes (counts, joined titles, dates it sets); never in the save body. */
  computed: {
    text: (title: string, options: ComputedOptions = {}) =>
      make<string, true>('text', title, { ...options, readOnly: true }),
    optionalText: (title: string, options: ComputedOptions = {}) =>
      make<string | null, true>('text', title, { ...options, readOnly: true }),
    number: (title: string, options: ComputedOptions = {}) =>
      make<number, true>('number', title, { ...options, readOnly: true }),
    boolean: (title: string, options: ComputedOptions = {}) =>
      make<boolean, true>('boolean', title, { ...options, readOnly: true }),
    dateTime: (title: string, options: ComputedOptions = {}) =>
      make<string, true>('dateTime', title, { ...options, readOnly: true }),
    optionalDateTime: (title: string, options: ComputedOptions = {}) =>
      make<string | null, true>('dateTime', title, { ...options, readOnly: true }),
    /** A structured value the server computes (a rule's last run, read with `sql`), or null. */
    json: <T>(title: string, options: ComputedOptions = {}) =>
      make<T | null, true>('json', title, { ...options, readOnly: true }),
    /** A list the server computes (the ids of who may decide a request now); never null. */
    textList: (title: string, options: ComputedOptions = {}) =>
      make<string[], true>('textList', title, { ...options, readOnly: true }),
    /** A computed `json` object that is never null (a key's settings); never filtered or sorted. */
    object: <T extends Record<string, unknown> = Record<string, unknown>>(
      title: string,
      options: ComputedOptions = {},
    ) => make<T, true>('json', title, { ...options, readOnly: true }),
    /** A value of fixed choices the server sets (e.g. §4 Defined-by), shown by its choice's title. */
    choice: <const V extends string | number>(
      title: string,
      choices: readonly Choice<V>[],
      options: ComputedOptions = {},
    ) => make<V, true>('choice', title, { ...options, choices, readOnly: true }),
  },
} as const;

/** The value type of a field. */
export type FieldValueOf<F> = F extends Field<infer V, boolean, boolean> ? V : never;

type ReadableKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends Field<unknown, boolean, true> ? never : K;
}[keyof F];
type WritableKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends Field<unknown, true, boolean> ? never : K;
}[keyof F];
type RequiredWritableKeys<F extends Fields> = {
  [K in WritableKeys<F>]: null extends FieldValueOf<F[K]> ? never : K;
}[WritableKeys<F>];
type OptionalWritableKeys<F extends Fields> = Exclude<WritableKeys<F>, RequiredWritableKeys<F>>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** A record as the server returns it: every field but the write-only ones. */
export type FieldValues<F extends Fields> = Flatten<{ [K in ReadableKeys<F>]: FieldValueOf<F[K]> }>;

/** What a save sends: the writable fields; empty ones may be left out. */
export type FieldInput<F extends Fields> = Flatten<
  { [K in RequiredWritableKeys<F>]: FieldValueOf<F[K]> } & { [K in OptionalWritableKeys<F>]?: FieldValueOf<F[K]> }
>;

/** `ProviderType` → `provider_type`: the default SQL column of a field. */
export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** The title of a choice value, or the value itself when it is not one of the choices. */
export const choiceTitle = (f: Pick<AnyField, 'choices'>, value: unknown): string =>
  f.choices?.find((c) => c.value === value)?.title ?? (value === null || value === undefined ? '' : String(value));

/** Choices from an enumeration table of §4 (`{ Disabled: 0, Enabled: 1 }`), titles spaced from the keys. */
export function choicesOf<const T extends Record<string, string | number>>(
  table: T,
  titles: Partial<Record<keyof T, string>> = {},
): Array<Choice<T[keyof T]>> {
  return (Object.keys(table) as Array<keyof T & string>).map((key) => ({
    value: table[key]!,
    title: titles[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2'),
  }));
}
