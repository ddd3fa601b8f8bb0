import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { countryName, numericToAlpha2 } from '../src/areas/dashboard/country-codes';

/** The module the dashboard's WorldMap imports (lazily) for its shapes. */
export const WORLD_MAP_MODULE = 'virtual:world-map';
/** The box the shapes are projected into: twice the panel's 660 × 330, so whole numbers keep half a pixel. */
export const WORLD_MAP_BOX = { width: 1320, height: 660 } as const;

/** One country: ISO alpha-2 code (null where the atlas has none), English name, SVG path data. */
export type CountryShape = readonly [alpha2: string | null, name: string, d: string];

/**
 * Projects world-atlas's 1:110m countries (Natural Earth projection) into WORLD_MAP_BOX at build time,
 * with whole-number coordinates and English names: about 30 kB gzip for the browser instead of the
 * atlas, topojson, d3-geo and a country-name library (about 60 kB gzip) computed on every visit.
 */
export function projectWorldMap(): CountryShape[] {
  const atlas = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Topology;
  const countries = feature(atlas, atlas.objects.countries as GeometryCollection) as unknown as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const path = geoPath(geoNaturalEarth1().fitSize([WORLD_MAP_BOX.width, WORLD_MAP_BOX.height], countries)).digits(0);
  return countries.features
    .map((f): CountryShape => {
      const alpha2 = numericToAlpha2(f.id as string) ?? null;
      return [alpha2, alpha2 ? countryName(alpha2) : f.properties.name, path(f) ?? ''];
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
