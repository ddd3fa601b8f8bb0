import { useEffect, useMemo, useState } from 'react';
import { usePortcullisTheme } from '@portcullis/ui';
import { formatCount, type CountryUsage } from '@portcullis/api-client';
import { countText } from '../shared/cells';
import { countryName } from '../shared/countries';

/** Spec §2.2: the map panel is 330 px high. */
export const MAP_HEIGHT = 330;
/** The legend's strip under the map, inside the panel's height. */
const LEGEND_HEIGHT = 36;
const SVG_HEIGHT = MAP_HEIGHT - LEGEND_HEIGHT;
/** The shading of a country with activity: from this opacity (one session) to 1 (the most). */
const MIN_OPACITY = 0.3;

/** Spec §2.2: hover text of the locations map. */
export const activeUsageText = (country: string, count: number) => `Active Usage in ${country}: ${formatCount(count)}`;

type WorldMapModule = typeof import('virtual:world-map');
interface LoadedMap {
  box: WorldMapModule['box'];
  shapes: WorldMapModule['default'];
}

// One load per page: the shapes are fetched the first time a map is shown, then kept.
let loading: Promise<LoadedMap> | null = null;
const loadMap = () =>
  (loading ??= import('virtual:world-map').then((m) => ({
    box: m.box,
    shapes: m.default,
  }))).catch((error: unknown) => {
    loading = null; // a failed fetch is tried again next time
    throw error;
  });

/**
 * World map of active usage by country code, shaded by count; hover shows 'Active Usage in {country}:
 * {count}'. The country shapes and names (projected at build time, tooling/world-map.ts) are fetched
 * when the map is first shown; the panel keeps its height meanwhile.
 */
export function WorldMap({ locations }: { locations: readonly CountryUsage[] }) {
  const theme = usePortcullisTheme();
  const [map, setMap] = useState<LoadedMap | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadMap().then(
      (loaded) => isCurrent && setMap(loaded),
      () => undefined, // the panel stays empty; the figures around it still show
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const max = useMemo(() => Math.max(1, ...locations.map((l) => l.Count)), [locations]);
  const counts = new Map(locations.map((l) => [l.CountryCode.toUpperCase(), l.Count]));
  if (!map)
    return (
      <figure
        css={{ margin: 0, height: MAP_HEIGHT }}
        aria-label="Active usage by country"
        aria-busy="true"
        data-testid="world-map-loading"
      />
    );
  const hoveredCount = hovered ? (counts.get(hovered) ?? 0) : 0;
  return (
    <figure css={{ margin: 0, position: 'relative', height: MAP_HEIGHT }} aria-label="Active usage by country">
      <svg
        viewBox={`0 0 ${map.box.width} ${map.box.height}`}
        width="100%"
        height={SVG_HEIGHT}
        role="img"
        aria-label="World map of active usage"
      >
        {map.shapes.map(([alpha2, name, d], i) => {
          const count = alpha2 ? (counts.get(alpha2) ?? 0) : 0;
          return (
            <path
              key={i}
              d={d}
              data-country={alpha2 ?? undefined}
              onMouseEnter={() => setHovered(alpha2)}
              onMouseLeave={() => setHovered(null)}
              // Plain SVG attributes, not a styled class per country: 177 shapes render in one pass.
              fill={count > 0 ? theme.colors.primary : theme.colors.surfaceMuted}
              fillOpacity={count > 0 ? MIN_OPACITY + (1 - MIN_OPACITY) * (count / max) : 1}
              stroke={theme.colors.border}
              strokeWidth={1} // half a pixel at the panel's size (the box is twice as large)
            >
              <title>{activeUsageText(alpha2 ? countryName(alpha2) : name, count)}</title>
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
