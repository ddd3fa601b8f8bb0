import { describe, expect, it } from 'vitest';
import { definitionFiles } from '@portcullis/api-client';
import { definitionAreas } from './definition-chunks';

describe('definition chunks', () => {
  const areas = definitionAreas();

  it('put each definition with the area whose routes show it', () => {
    expect(areas.get('browser')).toBe('/system');
    expect(areas.get('zone-def')).toBe('/security');
    expect(areas.get('user')).toBe('/directory');
    expect(areas.get('automation-rule')).toBe('/workflow');
  });

  it('put a definition without a route of its own with its contract domain', () => {
    expect(areas.get('application-key')).toBe('/applications');
    expect(areas.get('certification-item')).toBe('/governance');
    expect(areas.get('webhook-delivery')).toBe('/workflow');
  });

  it('leave a definition no route and no routed domain shows in a chunk of its own', () => {
    expect(areas.has(definitionFiles.ruleRun!)).toBe(false);
    expect(new Set(areas.values()).size).toBeLessThan(12);
  });
});
