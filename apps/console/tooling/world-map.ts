import { geoNaturalEarth1, geoPath, type GeoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { countryName, numericToAlpha2 } from '../src/areas/dashboard/country-codes';

/** The module the dashboard's WorldMap imports (lazily) for its shapes. */
export const WORLD_MAP_MODULE = 'virtual:world-map';
/** The box the shapes are projected into: twice the panel's 660 × 330, so whole numbers keep half a pixel. */
export const WORLD_MAP_BOX = { width: 1320, height: 660 } as const;

/** One country: ISO alpha-2 code (null where the atlas has none), English name, SVG path data. */
export type CountryShape = readonly [alpha2: string | null, name: string, d: string];

type Point = [number, number];

/** Squared distance of `p` from the segment a–b. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2)) : 0;
  const [x, y] = [a[0] + t * dx - p[0], a[1] + t * dy - p[1]];
  return x * x + y * y;
}

/** Douglas–Peucker: the points of an open line that keep it within `tolerance` of the original. */
export function simplifyLine(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let [farthest, max] = [-1, tolerance * tolerance];
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(points[i]!, points[first]!, points[last]!);
      if (d > max) [farthest, max] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring simplified: split at the point farthest from its start, each half simplified. */
function simplifyRing(ring: Point[], tolerance: number): Point[] {
  const start = ring[0]!;
  let split = 0;
  ring.forEach((p, i) => {
    if (segmentDistance2(p, start, start) > segmentDistance2(ring[split]!, start, start)) split = i;
  });
  if (split === 0) return [start];
  const a = simplifyLine(ring.slice(0, split + 1), tolerance);
  const b = simplifyLine([...ring.slice(split), start], tolerance);
  return [...a, ...b.slice(1, -1)];
}

/** Twice the area of a ring (shoelace), unsigned. */
const ringArea2 = (ring: Point[]) =>
  Math.abs(
    ring.reduce((sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length]![1] - ring[(i + 1) % ring.length]![0] * y, 0),
  );

/** How far (in box units: one pixel on the 660 × 330 panel) simplified outlines may stray; finer detail is not seen and cost the overview 3 kB. */
export const WORLD_MAP_TOLERANCE = 2;

/**
 * SVG path data of rings with whole-number coordinates: the first point absolute, the rest relative
 * (`l` with small offsets, which compress far better than absolute coordinates). Rings smaller than
 * two square units are left out, except a country's largest, so that every country keeps a shape.
 */
export function ringsToPath(rings: Point[][], tolerance = WORLD_MAP_TOLERANCE): string {
  const whole = (ring: Point[]) =>
    ring
      .map(([x, y]): Point => [Math.round(x), Math.round(y)])
      .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  const simplified = rings.map((ring) => whole(simplifyRing(ring, tolerance))).filter((r) => r.length >= 3);
  const largest = Math.max(...simplified.map(ringArea2));
  const kept = simplified.filter((ring) => ringArea2(ring) >= 4 || ringArea2(ring) === largest);
  // A country too small to survive simplification (Luxembourg) keeps its outline as projected.
  if (kept.length === 0)
    kept.push(
      ...rings
        .map(whole)
        .filter((r) => r.length >= 3)
        .slice(0, 1),
    );
  return kept
    .map((ring) => {
      const steps = ring.slice(1).map((p, i) => `${p[0] - ring[i]![0]},${p[1] - ring[i]![1]}`);
      return `M${ring[0]![0]},${ring[0]![1]}l${steps.join(' ')}z`;
    })
    .join('');
}

/** The rings d3 draws for a feature (moveTo starts one, lineTo adds points), in box coordinates. */
function ringsOf(path: GeoPath, feature: Feature): Point[][] {
  const rings: Point[][] = [];
  path.context({
    moveTo: (x: number, y: number) => void rings.push([[x, y]]),
    lineTo: (x: number, y: number) => void rings.at(-1)!.push([x, y]),
    closePath: () => undefined,
    arc: () => undefined,
  } as unknown as CanvasRenderingContext2D)(feature);
  return rings;
}

/**
 * Projects world-atlas's 1:110m countries (Natural Earth projection) into WORLD_MAP_BOX at build time,
 * simplified to within WORLD_MAP_TOLERANCE, with whole-number relative coordinates and English names:
 * about 12 kB gzip for the browser instead of the atlas, topojson, d3-geo and a country-name library
 * (about 60 kB gzip) computed on every visit.
 */
export function projectWorldMap(): CountryShape[] {
  const atlas = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Topology;
  const countries = feature(atlas, atlas.objects.countries as GeometryCollection) as unknown as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const path = geoPath(geoNaturalEarth1().fitSize([WORLD_MAP_BOX.width, WORLD_MAP_BOX.height], countries));
  return countries.features
    .map((f): CountryShape => {
      const alpha2 = numericToAlpha2(f.id as string) ?? null;
      return [alpha2, alpha2 ? countryName(alpha2) : f.properties.name, ringsToPath(ringsOf(path, f))];
    })
    .filter(([, , d]) => d !== '');
}

/** Vite plugin: serves `virtual:world-map` (shapes and box) computed once per build or dev server. */
export function worldMap(): Plugin {
  const resolved = '\0' + WORLD_MAP_MODULE;
  let source: string | null = null;
  return {
    name: 'portcullis:world-map',
    resolveId: (id) => (id === WORLD_MAP_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      source ??= `export const box = ${JSON.stringify(WORLD_MAP_BOX)};\nexport default ${JSON.stringify(projectWorldMap())};\n`;
      return source;
    },
  };
}
