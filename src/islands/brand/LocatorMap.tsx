/**
 * The store locator's map (accounts-and-loyalty.md §2.14, §9), drawn with Leaflet 1.9 used directly
 * (imported on first render, so the page's shell never waits for it). One marker per listed venue, a CSS
 * pin (no image to fetch); the selected marker bounces and the map centres on it at zoom 13; otherwise
 * the map shows every listed venue at zoom 12 at most. A marker (mouse, touch, or Enter when focused)
 * selects its venue and opens an info window with name, address and 'navigation'. Tiles come from the
 * configured `TILE_URL` with its attribution; when they cannot load the map stays a neutral area with
 * the attribution and the markers.
 */
import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { BrandVenueView } from '../../domain/contract';
import { venueLocation } from '../../domain/geo';
import { isIos, MAP_ZOOM, MAP_ZOOM_SELECTED, navigationHref, venueAddress } from './locator-view';

/** Tile source of the map (config TILE_URL, TILE_ATTRIBUTION). */
export interface TileSettings {
  url: string;
  /** HTML credit shown in the map corner (from configuration, not from users). */
  attribution: string;
}

export interface LocatorMapProps {
  venues: BrandVenueView[];
  selected: string | null;
  tiles: TileSettings;
  labels: { navigation: string; navigationTo: (name: string) => string; showOnMap: (name: string) => string };
  onSelect(code: string): void;
  onReady(): void;
  onFailed(): void;
}

function popupContent(v: BrandVenueView, labels: LocatorMapProps['labels']): HTMLElement {
  const root = document.createElement('div');
  root.className = 'bl-popup';
  const name = document.createElement('strong');
  name.textContent = v.name;
  const address = document.createElement('p');
  address.textContent = venueAddress(v);
  const nav = document.createElement('a');
  nav.className = 'bl-nav';
  nav.href = navigationHref(venueLocation(v), isIos(navigator.userAgent, navigator.maxTouchPoints));
  nav.target = '_blank';
  nav.rel = 'noopener';
  nav.textContent = labels.navigation;
  nav.setAttribute('aria-label', labels.navigationTo(v.name));
  nav.dataset.testid = 'map-navigation';
  root.append(name, address, nav);
  return root;
}

export default function LocatorMap({ venues, selected, tiles, labels, onSelect, onReady, onFailed }: LocatorMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const state = useRef<{ L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup; markers: Map<string, Leaflet.Marker> } | null>(null);
  const latest = useRef({ venues, selected, labels, onSelect });
  latest.current = { venues, selected, labels, onSelect };

  const draw = () => {
    const s = state.current;
    if (!s) return;
    const { venues: list, selected: sel, labels: lab } = latest.current;
    s.layer.clearLayers();
    s.markers.clear();
    for (const v of list) {
      const at = venueLocation(v);
      const marker = s.L.marker([at.lat, at.lng], {
        icon: s.L.divIcon({ className: 'bl-marker', html: '<span class="bl-pin"></span>', iconSize: [30, 40], iconAnchor: [15, 40], popupAnchor: [0, -36] }),
        title: v.name,
        keyboard: true,
        riseOnHover: true,
      });
      // The bottom-right padding keeps a panned popup clear of the zoom buttons there (issue 27 item 9).
      marker.bindPopup(() => popupContent(v, lab), { autoPanPaddingTopLeft: [16, 16], autoPanPaddingBottomRight: [56, 90] });
      marker.on('click', () => latest.current.onSelect(v.code));
      marker.addTo(s.layer);
      const icon = marker.getElement();
      if (icon) {
        icon.setAttribute('aria-label', lab.showOnMap(v.name));
        icon.dataset.testid = 'map-marker';
        icon.dataset.code = v.code;
        if (v.code === sel) icon.classList.add('is-selected');
      }
      s.markers.set(v.code, marker);
    }
    const chosen = sel ? list.find((v) => v.code === sel) : undefined;
    if (chosen) {
      const at = venueLocation(chosen);
      // The marker sits in the lower part of the map, so its info window above it stays in view.
      const lift = s.map.getSize().y * 0.22;
      const centre = s.map.unproject(s.map.project([at.lat, at.lng], MAP_ZOOM_SELECTED).subtract([0, lift]), MAP_ZOOM_SELECTED);
      s.map.setView(centre, MAP_ZOOM_SELECTED);
      s.markers.get(chosen.code)?.openPopup();
    } else if (list.length) {
      const bounds = s.L.latLngBounds(list.map((v) => venueLocation(v)).map((p) => [p.lat, p.lng] as [number, number]));
      s.map.fitBounds(bounds, { maxZoom: MAP_ZOOM, padding: [32, 32] });
    }
  };

  useEffect(() => {
    let cancelled = false;
    import('leaflet')
      .then((mod) => {
        const L = ((mod as unknown as { default?: typeof Leaflet }).default ?? mod) as typeof Leaflet;
        if (cancelled || !el.current) return;
        // The zoom buttons at the bottom right: a venue's popup opens above its centred marker, into the top
        // half, where top-left buttons sat under it (issue 27 item 9).
        const map = L.map(el.current, { zoomControl: false, attributionControl: true, scrollWheelZoom: false }).setView([0, 0], MAP_ZOOM);
        L.control.zoom({ position: 'bottomright' }).addTo(map);
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
        state.current = { L, map, layer: L.layerGroup().addTo(map), markers: new Map() };
        draw();
        onReady();
      })
      .catch(onFailed);
    return () => {
      cancelled = true;
      state.current?.map.remove();
      state.current = null;
    };
    // The map is built once; `draw` reads the latest props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(draw, [venues, selected]);

  return <div ref={el} className="bl-leaflet" data-testid="leaflet-map" />;
}
