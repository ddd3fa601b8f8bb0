/**
 * The naming of designed calls: for screens the spec shows without naming their calls, the paths and
 * contract names a resource's calls take (`{base}/list`, `/get/:id`…), written once for every definition.
 */
/** The designed paged list of child list `key` of a resource at `base`: `{base}/:id/{key}`, named `{key}` (or `{prefix}{Key}`). */
export function designedChildCall<const K extends string, const P extends string = ''>(
  base: string,
  key: K,
  prefix: P = '' as P,
) {
  const Key = (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<K>;
  return { name: designedName(prefix)(Key), path: `${base}/:id/${key}`, isDesigned: true };
}

/**
 * The designed calls of a resource whose spec shows screens but no calls: `{base}/list`, `/get/:id`,
 * `/save` and `/remove/:id` (DELETE), named `{prefix}List`, `{prefix}Get` … (or list, get … without a
 * prefix). Contract summaries of designed calls start with "Designed".
 */
export function designedCalls<const P extends string = ''>(base: string, prefix: P = '' as P) {
  const named = designedName(prefix);
  return {
    list: { name: named('List'), path: `${base}/list`, isDesigned: true },
    get: { name: named('Get'), path: `${base}/get/:id`, isDesigned: true },
    save: { name: named('Save'), path: `${base}/save`, isDesigned: true },
    remove: { name: named('Remove'), path: `${base}/remove/:id`, method: 'DELETE' as const, isDesigned: true },
  };
}

/**
 * The designed calls of relation `key` of a resource at `base`: `{base}/:id/{key}` (paged list),
 * `{base}/:id/{key}/assign` and `/unassign`, named `{key}`, `assign{Key}` and `unassign{Key}` (prefixed
 * like designedCalls when a domain holds several resources).
 */
export function designedRelationCalls<const K extends string, const P extends string = ''>(
  base: string,
  key: K,
  prefix: P = '' as P,
) {
  const named = designedName(prefix);
  const Key = (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<K>;
  return {
    list: { name: named(Key), path: `${base}/:id/${key}`, isDesigned: true },
    assign: { name: named(`Assign${Key}`), path: `${base}/:id/${key}/assign`, isDesigned: true },
    unassign: { name: named(`Unassign${Key}`), path: `${base}/:id/${key}/unassign`, isDesigned: true },
  };
}

/** The designed manual-order call `{base}/sort` (named `{prefix}Sort`, or sort). */
export function designedSortCall<const P extends string = ''>(base: string, prefix: P = '' as P) {
  return { name: designedName(prefix)('Sort'), path: `${base}/sort`, isDesigned: true };
}

const designedName =
  <P extends string>(prefix: P) =>
  <S extends string>(suffix: S) =>
    (prefix ? `${prefix}${suffix}` : suffix.charAt(0).toLowerCase() + suffix.slice(1)) as [P] extends ['']
      ? Uncapitalize<S>
      : `${P}${S}`;
