import { describe, expect, it } from 'vitest';
import { projectWorldMap, WORLD_MAP_BOX } from './world-map';

describe('the world map projected at build time', () => {
  const shapes = projectWorldMap();
  it('has the countries with codes, English names and whole-number paths inside the box', () => {
    expect(shapes.length).toBeGreaterThan(170);
    const byCode = new Map(shapes.map(([alpha2, name]) => [alpha2, name]));
    expect(byCode.get('US')).toBe('United States'); // the names session lists show (Intl.DisplayNames)
    expect(byCode.get('DE')).toBe('Germany');
    expect(byCode.get('JP')).toBe('Japan');
    for (const [, , d] of shapes) {
      expect(d).toMatch(/^M-?\d+,-?\d+/);
      expect(d).not.toMatch(/\d\.\d/);
      for (const m of d.matchAll(/(-?\d+),(-?\d+)/g)) {
        const [x, y] = [Number(m[1]), Number(m[2])];
        expect(x >= -1 && x <= WORLD_MAP_BOX.width + 1 && y >= -1 && y <= WORLD_MAP_BOX.height + 1).toBe(true);
      }
    }
  });
});
