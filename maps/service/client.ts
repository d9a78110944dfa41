/**
 * The maps-service client (maps-toolkit spec sections 5, 7, 8 and 9): one typed method per call, the
 * session, headers, the GET-or-POST switch, errors and blob answers. Works in the browser and in Node.
 */
import { parseBounds, type BoundingBox } from '../geo/bounds.ts';
import type { IconFormat, MediaContent, MapProvider } from '../geo/enums.ts';
import { formatLocationKey, parseLocationKey } from '../geo/location-key.ts';
import { parsePosition, tryParsePosition, type Position } from '../geo/position.ts';
import { parseSize } from '../geo/size.ts';
import {
  ADDRESS_CENTER_ZOOM,
  BLOB_URL_LIFE_MS,
  CLIENT_VERSION,
  DEFAULT_CENTER,
  DEFAULT_COOKIE_PREFIX,
  DEFAULT_PROXY_PATH,
  DEFAULT_SERVICE_PATH,
  DEFAULT_VERSION_PREFIX,
  DEFAULT_ZOOM,
  HEADER_ACCESS,
  HEADER_CLIENT,
  HEADER_CLIENT_PASSWORD,
  HEADER_FORWARDED_PREFIX,
  HEADER_REFRESH,
  HEADER_TRACE,
  HEADER_VERSION,
  DEFAULT_TIMEOUT_MS,
  MESSAGES,
  OVERLAY_BLOB_URL_LIFE_MS,
  SESSION_ID_LENGTH,
  TOKEN_PARAMETER,
} from './constants.ts';
import { deadline, HttpError, transfer, untilAborted } from '../../src/http.ts';
import { getCookie } from '../../src/storage.ts';
import { setScriptSrc } from '../../src/trusted-types.ts';
import { MapsError } from './errors.ts';
import { chooseMethod, encodeQuery, withQuery, type Payload } from './query.ts';
import type {
  AutocompleteParams,
  BoundariesParams,
  BoundaryParams,
  CallOptions,
  CentroidsParams,
  Cluster,
  ClustersIdentifyParams,
  ClustersParams,
  ConfigurationResponse,
  ContactParams,
  DirectionsParams,
  Field,
  FieldValuesParams,
  GeocodeAutocompleteParams,
  GeocodeIpParams,
  GeocodeParams,
  GeocodeResult,
  Geometry,
  GeometryPayload,
  IconOptions,
  IdentifyParams,
  Isochrone,
  IsochroneParams,
  LabelsParams,
  Layer,
  LayerGroup,
  ListParams,
  Location,
  LocationCount,
  LocationKeyInput,
  LocationParams,
  MapImageParams,
  MapSource,
  MapUrlParams,
  Media,
  MediaParams,
  ObjectUrl,
  OverlayParams,
  ProviderInfo,
  ReverseGeocodeParams,
  Route,
  ScriptParams,
  SearchParams,
  Suggestion,
} from './types.ts';

/** A clock: the client only ever needs to run something later (blob URL revocation). */
export interface MapsTimers {
  setTimeout(handler: () => void, ms: number): unknown;
}

export interface MapsLogger {
  warn(message: string): void;
}

export interface MapsClientOptions {
  /** Put in front of relative proxy and service paths; '' (same origin) by default. Node needs one. */
  origin?: string;
  /** Default '/api/maps-proxy'. */
  proxyPath?: string;
  /** The service's own path, or its full URL on its own host. Default '/api/maps'. */
  servicePath?: string;
  /** Go through the proxy (default) or straight to the service. */
  useProxy?: boolean;
  /** Default '/v2'. */
  versionPrefix?: string;
  /** Sent as X-Maps-Client; a warning says so when missing. */
  clientId?: string;
  /** Production or not; with neither this nor a proxy a warning says so. */
  production?: boolean;
  /** The map provider scripts are loaded for; else the one the configuration names. */
  provider?: MapProvider | string;
  /** Sent as Accept-Language and as the script's lang. */
  language?: string;
  /** Bearer credential; else read from the `${cookiePrefix}_bearer` cookie when present. */
  bearer?: string;
  /** Refresh credential (X-Maps-Refresh); else the `${cookiePrefix}_refresh` cookie. */
  refresh?: string;
  /** Access credential (X-Maps-Access); else the `${cookiePrefix}_access` cookie. */
  access?: string;
  /** Default 'maps'. */
  cookiePrefix?: string;
  /** Where cookies are read from: document.cookie in a browser, nothing elsewhere. */
  cookies?: () => string;
  /** The client-signed token appended to every query string as `token=`; a function signs per call. */
  token?: string | ((call: { method: string; path: string }) => string | undefined);
  /** Server-side only: throws in a browser. 'user:password' or the two parts. */
  basicAuth?: string | { username: string; password: string };
  /** Server-side only: throws in a browser. Sent as X-Maps-Client-Password. */
  clientPassword?: string;
  /** fetch to use; the global one (looked up at call time) by default. */
  fetch?: typeof fetch;
  /** Clock for object URL revocation; the real one by default. */
  timers?: MapsTimers;
  /** Where warnings go; console by default. */
  logger?: MapsLogger;
  /**
   * Milliseconds a call may take, session configuration included, before it fails with a MapsError of
   * kind 'timeout' naming the call; 10000 by default. A call's own `timeoutMs` wins; 0 or Infinity: none.
   */
  timeoutMs?: number;
}

type ResponseKind = 'json' | 'blob';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the version prefix, starting with '/'. */
  path: string;
  query?: Payload;
  json?: unknown;
  form?: FormData;
  response?: ResponseKind;
  /** Accept header for blob answers. */
  accept?: string;
  blobLifeMs?: number;
  /** false for the configuration call itself. */
  session?: boolean;
  options?: CallOptions;
}

export interface InitialView {
  center: Position;
  zoom: number;
}

export interface GeometryOperations {
  union(payload: GeometryPayload, options?: CallOptions): Promise<Geometry>;
  cut(payload: GeometryPayload, options?: CallOptions): Promise<Geometry[]>;
  reshape(payload: GeometryPayload, options?: CallOptions): Promise<Geometry>;
  difference(payload: GeometryPayload, options?: CallOptions): Promise<Geometry>;
  differentiate(payload: GeometryPayload, options?: CallOptions): Promise<Geometry[]>;
  topology(payload: GeometryPayload, options?: CallOptions): Promise<Geometry[]>;
  topologyAdjust(payload: GeometryPayload, options?: CallOptions): Promise<Geometry[]>;
  repair(payload: GeometryPayload, options?: CallOptions): Promise<Geometry>;
  relation(payload: GeometryPayload, options?: CallOptions): Promise<boolean>;
  intersects(payload: GeometryPayload, options?: CallOptions): Promise<boolean>;
  intersectsAnalyze(payload: GeometryPayload, options?: CallOptions): Promise<unknown>;
  intersectsReanalyze(payload: GeometryPayload, options?: CallOptions): Promise<unknown>;
  centroids(payload: GeometryPayload, options?: CallOptions): Promise<Position[]>;
  labels(payload: GeometryPayload, options?: CallOptions): Promise<BoundingBox[]>;
  /** Uploads a file (KML, KMZ, GeoJSON, shapefile...) as form data and answers its geometry. */
  parse(file: Blob, params?: { provider?: string; filename?: string }, options?: CallOptions): Promise<Geometry | Geometry[]>;
}

const SESSION_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newSessionId(): string {
  const bytes = new Uint8Array(SESSION_ID_LENGTH);
  crypto.getRandomValues(bytes);
  // 62 symbols: the modulo bias (256 % 62) is irrelevant for a trace id.
  return Array.from(bytes, (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');
}

export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const realTimers: MapsTimers = {
  setTimeout(handler, ms) {
    const handle = setTimeout(handler, ms);
    // In Node a ten-minute revocation timer must not keep the process alive.
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
};

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** '/locations/WARD:123': type and id escaped separately, so the ':' stays readable. */
function keySegment(key: LocationKeyInput): string {
  const { type, id } = parseLocationKey(key);
  return `${encodeURIComponent(type)}:${encodeURIComponent(id)}`;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A place is an address string as typed, or a position in any accepted form. */
function place(value: unknown): unknown {
  return typeof value === 'string' || value === undefined || value === null ? value : parsePosition(value);
}

/**
 * Canonical wire forms, so the service sees one shape whatever the caller passed: positions as
 * { longitude, latitude }, boxes as { southWest, northEast }, sizes as { width, height }, location keys
 * as 'TYPE:id'. Bad input throws a TypeError here, before anything is sent.
 */
function normalize<T extends object>(payload: T | undefined, keep: readonly string[] = []): Payload {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined) continue;
    switch (keep.includes(key) ? '' : key) {
      case 'coordinates':
      case 'center':
        out[key] = value === null ? value : parsePosition(value);
        break;
      case 'origin':
      case 'destination':
        out[key] = place(value);
        break;
      case 'waypoints':
        out[key] = Array.isArray(value) ? value.map(place) : value;
        break;
      case 'extent':
        out[key] = value === null ? value : parseBounds(value);
        break;
      case 'size':
      case 'imageSize':
        out[key] = parseSize(value);
        break;
      case 'ids':
        out[key] = Array.isArray(value) ? value.map((id: LocationKeyInput) => formatLocationKey(id)) : value;
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}

/** A media `size` is a paper size (LETTER, POSTER...), not pixels. */
const MEDIA_KEEP = ['size'];
const ICON_ACCEPT: Record<IconFormat, string> = { DEFAULT: 'image/*', PNG: 'image/png', SVG: 'image/svg+xml' };
const MEDIA_ACCEPT: Record<MediaContent, string> = { IMAGE: 'image/*', PDF: 'application/pdf', KMZ: 'application/vnd.google-earth.kmz' };

export class MapsClient {
  /** 16 characters, fixed for the client's life; with the call counter it names each request. */
  readonly sessionId = newSessionId();
  readonly geometry: GeometryOperations;
  private counter = 0;
  private configuration: ConfigurationResponse | undefined;
  private sessionPromise: Promise<ConfigurationResponse> | undefined;
  private readonly ownAddress = new Map<string, Promise<GeocodeResult[]>>();
  private readonly scripts = new Map<string, Promise<void>>();
  private readonly options: Readonly<MapsClientOptions>;
  private readonly timers: MapsTimers;
  private readonly logger: MapsLogger;

  constructor(options: MapsClientOptions = {}) {
    if ((options.basicAuth !== undefined || options.clientPassword !== undefined) && isBrowser()) {
      throw new Error(MESSAGES.basicAuthInBrowser);
    }
    this.options = { ...options };
    this.timers = options.timers ?? realTimers;
    this.logger = options.logger ?? console;
    if (!options.clientId) this.logger.warn(MESSAGES.missingClientId);
    if (options.production === undefined && !this.useProxy) this.logger.warn(MESSAGES.missingProductionAndProxy);

    const post =
      <T>(path: string) =>
      async (payload: GeometryPayload, callOptions?: CallOptions) =>
        this.send<T>({ method: 'POST', path: `/geometry${path}`, json: payload, options: callOptions });
    this.geometry = {
      union: post<Geometry>('/union'),
      cut: post<Geometry[]>('/cut'),
      reshape: post<Geometry>('/reshape'),
      difference: post<Geometry>('/difference'),
      differentiate: post<Geometry[]>('/differentiate'),
      topology: post<Geometry[]>('/topology'),
      topologyAdjust: post<Geometry[]>('/topology/adjust'),
      repair: post<Geometry>('/repair'),
      relation: post<boolean>('/relation'),
      intersects: post<boolean>('/intersects'),
      intersectsAnalyze: post<unknown>('/intersects/analyze'),
      intersectsReanalyze: post<unknown>('/intersects/reanalyze'),
      centroids: post<Position[]>('/centroids'),
      labels: post<BoundingBox[]>('/labels'),
      parse: async (file, params = {}, callOptions) => {
        const form = new FormData();
        form.append('file', file, params.filename ?? (file instanceof File ? file.name : 'upload'));
        return this.send<Geometry | Geometry[]>({
          method: 'POST',
          path: '/geometry/parse',
          query: { provider: params.provider },
          form,
          options: callOptions,
        });
      },
    };
  }

  // ---------------------------------------------------------------- state

  get useProxy(): boolean {
    return this.options.useProxy ?? true;
  }

  get initialized(): boolean {
    return this.configuration !== undefined;
  }

  /** The last configuration answer, once the session is initialised. */
  get config(): ConfigurationResponse | undefined {
    return this.configuration;
  }

  /** How many requests this client has sent; the last trace header ends with it. */
  get requestCount(): number {
    return this.counter;
  }

  /** The path part of the proxy, which it strips before forwarding. */
  private get proxyPrefix(): string {
    const proxy = trimSlash(this.options.proxyPath ?? DEFAULT_PROXY_PATH);
    return isAbsolute(proxy) ? trimSlash(new URL(proxy).pathname) : proxy;
  }

  /** Everything in front of a call path: origin, proxy or service path, version prefix. */
  get baseUrl(): string {
    const path = trimSlash(this.useProxy ? (this.options.proxyPath ?? DEFAULT_PROXY_PATH) : (this.options.servicePath ?? DEFAULT_SERVICE_PATH));
    const root = isAbsolute(path) ? path : `${trimSlash(this.options.origin ?? '')}${path}`;
    return `${root}${trimSlash(this.options.versionPrefix ?? DEFAULT_VERSION_PREFIX)}`;
  }

  // ---------------------------------------------------------------- plumbing

  /** The full URL of a call, with the signed token last. */
  url(path: string, query?: Payload, method = 'GET', sign = true): string {
    let url = withQuery(`${this.baseUrl}${path}`, encodeQuery(query));
    // An error about a call that was never sent names its URL without asking the signer for a token.
    const token = !sign ? undefined : typeof this.options.token === 'function' ? this.options.token({ method, path }) : this.options.token;
    if (token) url = withQuery(url, new URLSearchParams({ [TOKEN_PARAMETER]: token }).toString());
    return url;
  }

  private credential(option: string | undefined, cookie: string): string | undefined {
    if (option) return option;
    const name = `${this.options.cookiePrefix ?? DEFAULT_COOKIE_PREFIX}_${cookie}`;
    // An empty cookie is no credential. Without a document (Node) and without a source there are no cookies.
    return getCookie(name, this.options.cookies?.()) || undefined;
  }

  private headers(trace: number, call: Call): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: call.response === 'blob' ? (call.accept ?? '*/*') : 'application/json',
      [HEADER_VERSION]: CLIENT_VERSION,
      [HEADER_TRACE]: `${this.sessionId}-${trace}`,
    };
    if (this.options.clientId) headers[HEADER_CLIENT] = this.options.clientId;
    if (this.options.language) headers['Accept-Language'] = this.options.language;
    if (this.useProxy) headers[HEADER_FORWARDED_PREFIX] = this.proxyPrefix;
    const bearer = this.credential(this.options.bearer, 'bearer');
    const { basicAuth } = this.options;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    else if (basicAuth !== undefined)
      headers.Authorization = `Basic ${base64(typeof basicAuth === 'string' ? basicAuth : `${basicAuth.username}:${basicAuth.password}`)}`;
    const refresh = this.credential(this.options.refresh, 'refresh');
    if (refresh) headers[HEADER_REFRESH] = refresh;
    const access = this.credential(this.options.access, 'access');
    if (access) headers[HEADER_ACCESS] = access;
    if (this.options.clientPassword !== undefined) headers[HEADER_CLIENT_PASSWORD] = this.options.clientPassword;
    return headers;
  }

  /**
   * One call from start to answer under one deadline: the caller's signal and the call's timeout stop it
   * wherever it is (before anything was sent, while the session is being configured, during the request
   * or while its body is read).
   */
  private async send<T>(call: Call): Promise<T> {
    const timeoutMs = call.options?.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const limit = deadline(call.options?.signal, timeoutMs);
    try {
      if (limit.signal.aborted) throw limit.signal.reason;
      // The session is shared: one caller giving up stops its own wait, not the configuration others wait for.
      if (call.session !== false) await untilAborted(this.ensureSession(), limit.signal);
      return (await this.transmit(call, limit.signal)) as T;
    } catch (error) {
      if (!limit.signal.aborted) throw error;
      const method = call.method;
      const url = error instanceof MapsError ? error.url : this.url(call.path, call.query, method, false);
      if (limit.timedOut) {
        // The path below the version prefix names the call: 'locations/identify timed out after 10000 ms'.
        const name = call.path.replace(/^\//, '').split('?')[0] ?? call.path;
        throw new MapsError(`${name} timed out after ${timeoutMs} ms`, { kind: 'timeout', method, url, cause: error });
      }
      if (error instanceof MapsError && error.kind === 'abort') throw error;
      throw new MapsError(`${method} ${url} was aborted`, { kind: 'abort', method, url, cause: error });
    } finally {
      limit.done();
    }
  }

  private async transmit(call: Call, signal: AbortSignal): Promise<unknown> {
    const trace = ++this.counter;
    const url = this.url(call.path, call.query, call.method);
    const blob = call.response === 'blob';
    try {
      const answer = await transfer(
        {
          method: call.method,
          url,
          headers: this.headers(trace, call),
          json: call.json,
          form: call.form,
          responseType: blob ? 'blob' : 'json',
          credentials: 'include',
          mode: 'cors',
          fetch: this.options.fetch,
        },
        signal,
      );
      return blob && answer !== null ? this.objectUrl(answer as Blob, call.blobLifeMs ?? BLOB_URL_LIFE_MS) : answer;
    } catch (error) {
      throw error instanceof HttpError ? MapsError.from(error) : error;
    }
  }

  private objectUrl(blob: Blob, lifeMs: number): ObjectUrl {
    const url = URL.createObjectURL(blob);
    this.timers.setTimeout(() => URL.revokeObjectURL(url), lifeMs);
    return { url, type: blob.type, size: blob.size };
  }

  private get<T>(path: string, query?: object, options?: CallOptions): Promise<T> {
    return this.send<T>({ method: 'GET', path, query: normalize(query), options });
  }

  /** Spec section 7's GET-or-POST: GET while path + '?' + query stays under 2000 characters. */
  private getOrPost<T>(path: string, payload: object, options?: CallOptions, extra: Partial<Call> = {}): Promise<T> {
    const normalized = normalize(payload);
    const method = chooseMethod(path, normalized);
    return this.send<T>(method === 'GET' ? { ...extra, method, path, query: normalized, options } : { ...extra, method, path, json: normalized, options });
  }

  // ---------------------------------------------------------------- session

  /**
   * GET /scripts/configure. Success initialises the session; failure warns 'Unable to initialize
   * session!' and rejects. Other calls run this once by themselves when needed.
   */
  async configure(params: { ip?: string } = {}, options?: CallOptions): Promise<ConfigurationResponse> {
    let answer: ConfigurationResponse | null;
    try {
      answer = await this.send<ConfigurationResponse | null>({
        method: 'GET',
        path: '/scripts/configure',
        query: { ip: params.ip },
        session: false,
        options,
      });
    } catch (error) {
      this.logger.warn(MESSAGES.sessionFailed);
      throw error;
    }
    this.configuration = answer ?? {};
    if (!this.options.provider && !this.configuration.provider) this.logger.warn(MESSAGES.noProvider);
    return this.configuration;
  }

  /** Resolves once the session is initialised, configuring it once for all concurrent callers. */
  async ensureSession(): Promise<void> {
    if (this.configuration) return;
    if (!this.sessionPromise) {
      // A failure clears the shared attempt, so the next call tries again.
      this.sessionPromise = this.configure().finally(() => {
        this.sessionPromise = undefined;
      });
    }
    await this.sessionPromise;
  }

  /** The script URL of a map provider: libraries, callback, client, version, lang, trace and token. */
  scriptUrl(provider: string, params: ScriptParams = {}, trace = `${this.sessionId}-${this.counter}`): string {
    return this.url(`/scripts/${segment(provider)}`, {
      libraries: params.libraries?.length ? params.libraries.join(',') : undefined,
      callback: params.callback,
      client: this.options.clientId,
      version: CLIENT_VERSION,
      lang: params.lang ?? this.options.language,
      trace,
    });
  }

  /**
   * Loads a map provider's script into the page (browser only), after the session. The same script is
   * loaded once; a failed load may be retried.
   */
  async loadScript(provider?: string, params: ScriptParams = {}): Promise<void> {
    if (!isBrowser()) throw new Error('Map provider scripts can only be loaded in a browser.');
    await this.ensureSession();
    const chosen = provider ?? this.options.provider ?? this.configuration?.provider;
    // The configuration already warned; a call that needs a provider fails with the same words.
    if (!chosen) throw new Error(MESSAGES.noProvider);
    const key = JSON.stringify([chosen, params.libraries ?? [], params.callback ?? '', params.lang ?? this.options.language ?? '']);
    let loading = this.scripts.get(key);
    if (!loading) {
      const src = this.scriptUrl(chosen, params, `${this.sessionId}-${++this.counter}`);
      loading = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        setScriptSrc(script, src, [this.baseUrl]);
        script.async = true;
        if (this.configuration?.nonce) script.nonce = this.configuration.nonce;
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener(
          'error',
          () => {
            script.remove();
            this.scripts.delete(key);
            reject(new MapsError(`Unable to load the ${chosen} map script.`, { kind: 'network', method: 'GET', url: src }));
          },
          { once: true },
        );
        document.head.append(script);
      });
      this.scripts.set(key, loading);
    }
    return loading;
  }

  /**
   * The first map view (spec section 4): the caller's own address, from its IP, at zoom 12; else 0,0 at
   * zoom 2. Never rejects: without an address the world view is the answer.
   */
  async initialCenter(): Promise<InitialView> {
    try {
      const results = await this.geocodeIp();
      const center = Array.isArray(results) ? tryParsePosition(results[0]?.coordinates) : undefined;
      if (center) return { center, zoom: ADDRESS_CENTER_ZOOM };
    } catch {
      // The world view below is the spec's answer to a failed lookup.
    }
    return { center: { ...DEFAULT_CENTER }, zoom: DEFAULT_ZOOM };
  }

  // ---------------------------------------------------------------- geocoding

  /** GET /geocode for a text address; POST /geocode/address when the address is given as parts. */
  async geocode(params: GeocodeParams, options?: CallOptions): Promise<GeocodeResult[]> {
    if (typeof params.address === 'object' && params.address !== null) return this.geocodeAddress(params, options);
    return this.get('/geocode', params, options);
  }

  /** POST /geocode/address: the same fields, in a JSON body. */
  async geocodeAddress(params: GeocodeParams, options?: CallOptions): Promise<GeocodeResult[]> {
    return this.send({ method: 'POST', path: '/geocode/address', json: normalize(params), options });
  }

  async reverseGeocode(params: ReverseGeocodeParams, options?: CallOptions): Promise<GeocodeResult[]> {
    return this.get('/geocode/reverse', params, options);
  }

  async geocodeAutocomplete(params: GeocodeAutocompleteParams, options?: CallOptions): Promise<Suggestion[]> {
    return this.get('/geocode/autocomplete', params, options);
  }

  /** GET /geocode/ip. Without an ip it is the caller's own address, asked once and then cached. */
  async geocodeIp(params: GeocodeIpParams = {}, options?: CallOptions): Promise<GeocodeResult[]> {
    if (params.ip) return this.get('/geocode/ip', params, options);
    const key = JSON.stringify([params.limit ?? null, params.providers ?? null]);
    let cached = this.ownAddress.get(key);
    if (!cached) {
      // Shared by every caller, so one caller's signal is not passed on; it runs under the client's timeout.
      cached = this.get<GeocodeResult[]>('/geocode/ip', params);
      cached.catch(() => this.ownAddress.delete(key));
      this.ownAddress.set(key, cached);
    }
    if (!options?.signal) return cached;
    const url = this.url('/geocode/ip', normalize(params), 'GET', false);
    return untilAborted(cached, options.signal).catch((error: unknown) => {
      if (!options.signal?.aborted) throw error;
      throw new MapsError(`GET ${url} was aborted`, { kind: 'abort', method: 'GET', url, cause: error });
    });
  }

  // ---------------------------------------------------------------- navigation

  async directions(params: DirectionsParams, options?: CallOptions): Promise<Route[]> {
    return this.getOrPost('/navigation/directions', params, options);
  }

  async isochrone(params: IsochroneParams, options?: CallOptions): Promise<Isochrone[]> {
    return this.getOrPost('/navigation/isochrone', params, options);
  }

  // ---------------------------------------------------------------- layers

  async layers(options?: CallOptions): Promise<Layer[]> {
    return this.get('/layers', undefined, options);
  }

  async layer(id: string, options?: CallOptions): Promise<Layer> {
    return this.get(`/layers/${segment(id)}`, undefined, options);
  }

  async layerGroups(options?: CallOptions): Promise<LayerGroup[]> {
    return this.get('/layers/groups', undefined, options);
  }

  async layerGroup(id: string, options?: CallOptions): Promise<LayerGroup> {
    return this.get(`/layers/groups/${segment(id)}`, undefined, options);
  }

  // ---------------------------------------------------------------- locations

  async locations(params: ListParams = {}, options?: CallOptions): Promise<Location[]> {
    return this.get('/locations', params, options);
  }

  async location(key: LocationKeyInput, params: LocationParams = {}, options?: CallOptions): Promise<Location> {
    return this.get(`/locations/${keySegment(key)}`, params, options);
  }

  async createLocation(location: Partial<Location>, options?: CallOptions): Promise<Location> {
    return this.send({ method: 'POST', path: '/locations', json: location, options });
  }

  async updateLocation(key: LocationKeyInput, location: Partial<Location>, options?: CallOptions): Promise<Location> {
    return this.send({ method: 'PUT', path: `/locations/${keySegment(key)}`, json: location, options });
  }

  async deleteLocation(key: LocationKeyInput, options?: CallOptions): Promise<null> {
    return this.send({ method: 'DELETE', path: `/locations/${keySegment(key)}`, options });
  }

  async search(params: SearchParams, options?: CallOptions): Promise<Location[]> {
    return this.getOrPost('/locations/search', params, options);
  }

  async autocomplete(params: AutocompleteParams, options?: CallOptions): Promise<Suggestion[]> {
    return this.getOrPost('/locations/autocomplete', params, options);
  }

  /** An image of the locations over the extent, as an object URL that lives 10 seconds. */
  async overlay(params: OverlayParams, options?: CallOptions): Promise<ObjectUrl | null> {
    return this.getOrPost('/locations/overlay', params, options, { response: 'blob', accept: 'image/*', blobLifeMs: OVERLAY_BLOB_URL_LIFE_MS });
  }

  /** The cluster layer's call on each map idle. */
  async clusters(params: ClustersParams, options?: CallOptions): Promise<Cluster[]> {
    return this.getOrPost('/locations/clusters', params, options);
  }

  async clustersIdentify(params: ClustersIdentifyParams, options?: CallOptions): Promise<Cluster[]> {
    return this.getOrPost('/locations/clusters/identify', params, options);
  }

  async boundary(key: LocationKeyInput, params: BoundaryParams = {}, options?: CallOptions): Promise<Geometry> {
    return this.get(`/locations/${keySegment(key)}/boundary`, params, options);
  }

  async boundaries(params: BoundariesParams = {}, options?: CallOptions): Promise<Location[]> {
    return this.getOrPost('/locations/boundaries', params, options);
  }

  async boundariesUnion(params: BoundariesParams = {}, options?: CallOptions): Promise<Geometry> {
    return this.getOrPost('/locations/boundaries/union', params, options);
  }

  async extent(key: LocationKeyInput, options?: CallOptions): Promise<BoundingBox> {
    return this.get(`/locations/${keySegment(key)}/extent`, undefined, options);
  }

  async extents(params: ListParams = {}, options?: CallOptions): Promise<Location[]> {
    return this.get('/locations/extents', params, options);
  }

  async centroids(key: LocationKeyInput, params: CentroidsParams = {}, options?: CallOptions): Promise<Position[]> {
    return this.get(`/locations/${keySegment(key)}/centroids`, params, options);
  }

  async centroidsAll(params: ListParams & CentroidsParams = {}, options?: CallOptions): Promise<Location[]> {
    return this.get('/locations/centroids', params, options);
  }

  async labels(key: LocationKeyInput, params: LabelsParams = {}, options?: CallOptions): Promise<BoundingBox[]> {
    return this.get(`/locations/${keySegment(key)}/labels`, params, options);
  }

  async labelsAll(params: ListParams & LabelsParams = {}, options?: CallOptions): Promise<Location[]> {
    return this.get('/locations/labels', params, options);
  }

  /** Locations at or near a place: coordinates with radius and nearest, an address, an ip, a geometry... */
  async identify(params: IdentifyParams, options?: CallOptions): Promise<Location[]> {
    return this.getOrPost('/locations/identify', referenceKey(params), options);
  }

  async count(params: IdentifyParams, options?: CallOptions): Promise<LocationCount> {
    return this.getOrPost('/locations/count', referenceKey(params), options);
  }

  async contact(key: LocationKeyInput, message: ContactParams, options?: CallOptions): Promise<unknown> {
    return this.send({ method: 'POST', path: `/locations/contact/${keySegment(key)}`, json: message, options });
  }

  async fields(options?: CallOptions): Promise<Field[]> {
    return this.get('/locations/fields', undefined, options);
  }

  async field(name: string, options?: CallOptions): Promise<Field> {
    return this.get(`/locations/fields/${segment(name)}`, undefined, options);
  }

  async fieldValues(name: string, params: FieldValuesParams = {}, options?: CallOptions): Promise<unknown[]> {
    return this.get(`/locations/fields/${segment(name)}/values`, params, options);
  }

  // ---------------------------------------------------------------- media and icons

  /** A location's map, photo or plan (image, PDF or KMZ), as an object URL that lives 10 minutes. */
  async media(key: LocationKeyInput, params: MediaParams = {}, options?: CallOptions): Promise<ObjectUrl | null> {
    const accept = params.type ? MEDIA_ACCEPT[params.type] : '*/*';
    return this.send({
      method: 'GET',
      path: `/media/locations/${keySegment(key)}`,
      query: normalize(params, MEDIA_KEEP),
      response: 'blob',
      accept,
      options,
    });
  }

  async mediaImage(key: LocationKeyInput, params: MediaParams = {}, options?: CallOptions): Promise<ObjectUrl | null> {
    return this.send({
      method: 'GET',
      path: `/media/locations/${keySegment(key)}/image`,
      query: normalize(params, MEDIA_KEEP),
      response: 'blob',
      accept: 'image/*',
      options,
    });
  }

  async mediaCatalog(key: LocationKeyInput, options?: CallOptions): Promise<Media[]> {
    return this.get(`/media/catalog/locations/${keySegment(key)}`, undefined, options);
  }

  /** A marker icon as an object URL that lives 10 minutes. */
  async icons(params: IconOptions = {}, options?: CallOptions): Promise<ObjectUrl | null> {
    return this.send({
      method: 'GET',
      path: '/icons',
      query: normalize(params),
      response: 'blob',
      accept: ICON_ACCEPT[params.format ?? 'DEFAULT'],
      options,
    });
  }

  /** The same icon as a URL, for marker images the engine loads itself. */
  iconUrl(params: IconOptions = {}): string {
    return this.url('/icons', normalize(params));
  }

  // ---------------------------------------------------------------- maps and providers

  mapImageUrl(params: MapImageParams = {}): string {
    return this.url('/maps/image', normalize(params));
  }

  mapUrl(params: MapUrlParams = {}): string {
    return this.url('/maps/url', normalize(params));
  }

  sourceLegendUrl(provider: string, id: string): string {
    return this.url(`/maps/sources/${segment(provider)}/${segment(id)}/legend`);
  }

  providerLogoUrl(id: string): string {
    return this.url(`/maps/providers/${segment(id)}/logo`);
  }

  providerWebsiteUrl(id: string): string {
    return this.url(`/maps/providers/${segment(id)}/website`);
  }

  async mapSource(provider: string, id: string, options?: CallOptions): Promise<MapSource> {
    return this.get(`/maps/sources/${segment(provider)}/${segment(id)}`, undefined, options);
  }

  async providers(options?: CallOptions): Promise<ProviderInfo[]> {
    return this.get('/maps/providers', undefined, options);
  }

  async provider(id: string, options?: CallOptions): Promise<ProviderInfo> {
    return this.get(`/maps/providers/${segment(id)}`, undefined, options);
  }

  // ---------------------------------------------------------------- other

  async householdsCenter(params: { units: readonly (string | number)[] }, options?: CallOptions): Promise<Position> {
    return this.get('/households/center', params, options);
  }

  /** Translated labels: maptypes, maptypes.map, maptypes.satellite, geolocate, zoom.zoomin, ... */
  async strings(keys: readonly string[], options?: CallOptions): Promise<Record<string, string>> {
    return this.get('/strings', { keys }, options);
  }
}

/** A reference location in identify and count goes as its 'TYPE:id' key. */
function referenceKey(params: IdentifyParams): object {
  return params.reference === undefined ? params : { ...params, reference: formatLocationKey(params.reference) };
}

export function createMapsClient(options: MapsClientOptions = {}): MapsClient {
  return new MapsClient(options);
}

/** One client per configuration on the page: elements asking for the same configuration share it. */
const sharedClients = new Map<string, MapsClient>();
const identities = new WeakMap<object, number>();
let nextIdentity = 0;

function identity(value: object): string {
  let id = identities.get(value);
  if (id === undefined) {
    id = ++nextIdentity;
    identities.set(value, id);
  }
  return `#${id}`;
}

/**
 * The options as a key: plain values by content (so two elements writing the same options share), and
 * functions, clocks and loggers by identity (two different fetches are two different clients).
 */
function configurationKey(options: MapsClientOptions): string {
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]: [string, unknown]) => {
      const byIdentity = typeof value === 'function' || key === 'timers' || key === 'logger';
      return [key, byIdentity && value !== null && (typeof value === 'object' || typeof value === 'function') ? identity(value) : value];
    });
  return JSON.stringify(entries);
}

/**
 * The page's shared client for this configuration: the same instance for the same options, so every
 * element talking to the maps service uses one session (one configuration call, one trace counter) and
 * one cache (the caller's own address, loaded scripts). Use `createMapsClient` for a client of one's own.
 */
export function getMapsClient(options: MapsClientOptions = {}): MapsClient {
  const key = configurationKey(options);
  let client = sharedClients.get(key);
  if (!client) {
    client = new MapsClient(options);
    sharedClients.set(key, client);
  }
  return client;
}

/** Forgets the shared clients (tests, or a page that signs out and must not reuse a session). */
export function resetMapsClients(): void {
  sharedClients.clear();
}
