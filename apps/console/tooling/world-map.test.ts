import { describe, expect, it } from 'vitest';
import { projectWorldMap, simplifyLine, WORLD_MAP_BOX } from './world-map';

/** The absolute points of path data written as `M x,y l dx,dy … z` rings. */
function absolutePoints(d: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const ring of d.split('z').filter(Boolean)) {
    const match = /^M(-?\d+),(-?\d+)l(.*)$/.exec(ring);
    if (!match) throw new Error(`Not a ring: ${ring.slice(0, 40)}`);
    let [x, y] = [Number(match[1]), Number(match[2])];
    points.push([x, y]);
    for (const step of match[3]!.trim().split(' ')) {
      const [dx, dy] = step.split(',').map(Number);
      [x, y] = [x + dx!, y + dy!];
      points.push([x, y]);
    }
  }
  return points;
}

describe('the world map projected at build time', () => {
  const shapes = projectWorldMap();
  it('has every country with codes, English names and whole-number paths inside the box', () => {
    expect(shapes.length).toBe(177);
    const byCode = new Map(shapes.map(([alpha2, name]) => [alpha2, name]));
    expect(byCode.get('US')).toBe('United States'); // the names session lists show (Intl.DisplayNames)
    expect(byCode.get('DE')).toBe('Germany');
    expect(byCode.get('JP')).toBe('Japan');
    expect(byCode.get('LU')).toBe('Luxembourg'); // too small to simplify: kept as projected
    for (const [, name, d] of shapes) {
      expect(d, name).toMatch(/^M-?\d+,-?\d+l/);
      expect(d, name).not.toMatch(/\d\.\d/);
      for (const [x, y] of absolutePoints(d))
        expect(x >= -1 && x <= WORLD_MAP_BOX.width + 1 && y >= -1 && y <= WORLD_MAP_BOX.height + 1, name).toBe(true);
    }
  });

  it('keeps the outlines recognisable: large countries keep their extent', () => {
    const extent = (code: string) => {
      const points = absolutePoints(shapes.find(([alpha2]) => alpha2 === code)![2]);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    };
    expect(extent('BR').width).toBeGreaterThan(130);
    expect(extent('RU').width).toBeGreaterThan(400);
    expect(extent('AU').height).toBeGreaterThan(100);
  });
});

describe('Douglas–Peucker simplification', () => {
  it('drops points within the tolerance and keeps those beyond it', () => {
    const line: Array<[number, number]> = [
      [0, 0],
      [5, 0.4],
      [10, 0],
      [15, 3],
      [20, 0],
    ];
    expect(simplifyLine(line, 1)).toEqual([
      [0, 0],
      [10, 0],
      [15, 3],
      [20, 0],
    ]);
    expect(simplifyLine(line, 5)).toEqual([
      [0, 0],
      [20, 0],
    ]);
  });
});
