import { useMemo, useState } from 'react';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import atlas from 'world-atlas/countries-110m.json';
import type { CountryUsage } from '@portcullis/api-client';
import { activeUsageText, countryName, numericToAlpha2 } from './country-codes';
import { countText } from '../shared/cells';

/** Spec §2.2: the map panel is 330 px high. */
export const MAP_HEIGHT = 330;
/** The legend's strip under the map, inside the panel's height. */
const LEGEND_HEIGHT = 36;
const SVG_HEIGHT = MAP_HEIGHT - LEGEND_HEIGHT;
const WIDTH = 660;
/** The shading of a country with activity: from this opacity (one session) to 1 (the most). */
const MIN_OPACITY = 0.3;

const countriesGeo = feature(
  atlas as unknown as Topology,
  (atlas as unknown as Topology).objects.countries as GeometryCollection,
) as unknown as FeatureCollection<Geometry, { name: string }>;

/** World map of active usage by country code, shaded by count; hover shows 'Active Usage in {country}: {count}'. */
export function WorldMap({ locations }: { locations: readonly CountryUsage[] }) {
  const [hovered, setHovered] = useState<string | null>(null);
  const { paths, max } = useMemo(() => {
    const projection = geoNaturalEarth1().fitSize([WIDTH, SVG_HEIGHT], countriesGeo);
    const path = geoPath(projection);
    return {
      paths: countriesGeo.features.map((f: Feature<Geometry, { name: string }>) => ({
        id: String(f.id),
        alpha2: numericToAlpha2(f.id as string),
        d: path(f) ?? '',
        name: f.properties.name,
      })),
      max: Math.max(1, ...locations.map((l) => l.Count)),
    };
  }, [locations]);
  const counts = new Map(locations.map((l) => [l.CountryCode.toUpperCase(), l.Count]));
  const hoveredCount = hovered ? (counts.get(hovered) ?? 0) : 0;
  return (
    <figure css={{ margin: 0, position: 'relative', height: MAP_HEIGHT }} aria-label="Active usage by country">
      <svg
        viewBox={`0 0 ${WIDTH} ${SVG_HEIGHT}`}
        width="100%"
        height={SVG_HEIGHT}
        role="img"
        aria-label="World map of active usage"
      >
        {paths.map((p) => {
          const count = p.alpha2 ? (counts.get(p.alpha2) ?? 0) : 0;
          const text = activeUsageText(p.alpha2 ? countryName(p.alpha2) : p.name, count);
          return (
            <path
              key={p.id + p.name}
              d={p.d}
              data-country={p.alpha2}
              onMouseEnter={() => setHovered(p.alpha2 ?? null)}
              onMouseLeave={() => setHovered(null)}
              css={(t) => ({
                fill: count > 0 ? t.colors.primary : t.colors.surfaceMuted,
                fillOpacity: count > 0 ? MIN_OPACITY + (1 - MIN_OPACITY) * (count / max) : 1,
                stroke: t.colors.border,
                strokeWidth: 0.5,
              })}
            >
              <title>{text}</title>
            </path>
          );
        })}
      </svg>
      <MapLegend max={max} />
      {hovered && (
        <figcaption
          role="status"
          css={(t) => ({
            position: 'absolute',
            left: 8,
            bottom: LEGEND_HEIGHT + 8,
            padding: t.space[2],
            background: t.colors.surface,
            border: `1px solid ${t.colors.border}`,
            borderRadius: t.radii.sm,
            fontSize: t.fontSizes.sm,
          })}
        >
          {activeUsageText(countryName(hovered), hoveredCount)}
        </figcaption>
      )}
    </figure>
  );
}

/** What the shades mean: no activity, then one session up to the busiest country's count. */
function MapLegend({ max }: { max: number }) {
  const swatch = { display: 'inline-block', width: 14, height: 14, borderRadius: 3, verticalAlign: 'middle' } as const;
  return (
    <div
      data-testid="map-legend"
      css={(t) => ({
        height: LEGEND_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: t.space[4],
        fontSize: t.fontSizes.sm,
        color: t.colors.textMuted,
      })}
    >
      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span
          aria-hidden="true"
          css={(t) => ({ ...swatch, background: t.colors.surfaceMuted, border: `1px solid ${t.colors.border}` })}
        />
        No active sessions
      </span>
      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        Active sessions: {countText(1)}
        <span
          aria-hidden="true"
          css={(t) => ({
            display: 'inline-block',
            width: 96,
            height: 10,
            borderRadius: 5,
            background: `linear-gradient(to right, color-mix(in srgb, ${t.colors.primary} ${MIN_OPACITY * 100}%, transparent), ${t.colors.primary})`,
          })}
        />
        {countText(max)}
      </span>
    </div>
  );
}
