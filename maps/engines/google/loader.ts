/// <reference types="google.maps" />
/**
 * One Google Maps loading promise for the whole page (DESIGN section 2; spec section 5). It is kept in the
 * page-wide state (src/page-state.ts), so a second map element, or a second bundle of this library on the
 * same page, never calls `setOptions` again nor loads the script twice. js-api-loader 2 has no Loader class:
 * `setOptions` once, then `importLibrary`.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { pageState } from '../../../src/page-state.ts';

/** Spec section 5: raised when the map engine is used without Google's script. */
export const GOOGLE_MAPS_NOT_LOADED = 'Google Maps has not been loaded.';
/** The Maps JavaScript API release channel. */
export const GOOGLE_MAPS_VERSION = 'weekly';

export interface GoogleLibraries {
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

interface LoaderState {
  /** setOptions was called on this page (js-api-loader warns on a second call and ignores it). */
  optionsSet: boolean;
  loading: Promise<GoogleLibraries> | undefined;
}

/** The page-wide state's name (Symbol.for key): tests reset `loading` through it. */
export const GOOGLE_LOADER_STATE = 'visitorBlocks.googleMapsLoader';

const state = (): LoaderState => pageState<LoaderState>(GOOGLE_LOADER_STATE, () => ({ optionsSet: false, loading: undefined }));

export function loadGoogleMaps(options: { key: string; language?: string }): Promise<GoogleLibraries> {
  const current = state();
  if (current.loading) return current.loading;
  if (!current.optionsSet) {
    setOptions({ key: options.key, v: GOOGLE_MAPS_VERSION, ...(options.language ? { language: options.language } : {}) });
    current.optionsSet = true;
  }
  const loading = Promise.all([importLibrary('maps'), importLibrary('marker')]).then(
    ([maps, marker]) => ({ maps, marker }),
    (error: unknown) => {
      // A failed load (offline, blocked) may be retried by the next map on the page.
      if (current.loading === loading) current.loading = undefined;
      throw new Error(GOOGLE_MAPS_NOT_LOADED, { cause: error });
    },
  );
  current.loading = loading;
  return loading;
}

/** The loaded `google.maps` namespace, or spec section 5's error. */
export function requireGoogleMaps(): typeof google.maps {
  const maps = (globalThis as { google?: { maps?: Partial<typeof google.maps> } }).google?.maps;
  if (!maps || typeof maps.Map !== 'function' || typeof maps.OverlayView !== 'function') throw new Error(GOOGLE_MAPS_NOT_LOADED);
  return maps as typeof google.maps;
}
