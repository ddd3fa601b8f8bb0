import { describe, expect, it } from 'vitest';
import { browserResource, type AnyResource } from '@portcullis/api-client';
import { withScope } from './list-scope';

const source = '5f0e8a52-1111-4222-8333-444455556666';
/** A list scoped by its SourceId field, the way resource types are scoped by their source. */
const scopedResource = {
  ...browserResource,
  list: { ...browserResource.list, scope: { field: 'SourceId' } },
} as AnyResource;

describe('withScope', () => {
  it("moves the scope field's filter of a scoped list into Scope and keeps the other filters", () => {
    const request = {
      CurrentPage: 1,
      ItemPerPage: 25,
      Filters: [
        { Column: 'SourceId', Value: source, Operator: 0 },
        { Column: 'Title', Value: 'share', Operator: 4 },
      ],
    };
    expect(withScope(scopedResource, request)).toEqual({
      CurrentPage: 1,
      ItemPerPage: 25,
      Filters: [{ Column: 'Title', Value: 'share', Operator: 4 }],
      Scope: source,
    });
  });

  it('leaves a request without that filter, and every unscoped list, as it was', () => {
    const plain = { CurrentPage: 2, ItemPerPage: 10, Filters: [{ Column: 'Title', Value: 'x' }] };
    expect(withScope(scopedResource, plain)).toBe(plain);
    const browsers = { CurrentPage: 1, ItemPerPage: 10, Filters: [{ Column: 'SourceId', Value: source }] };
    expect(withScope(browserResource, browsers)).toBe(browsers);
  });
});
