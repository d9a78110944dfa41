/**
 * The media players' rules (visitor spec section 4 'Media player', sections 3, 8 and 9), as pure functions a node
 * test covers: which player plays a video, the timeouts, the messages, the media config and the analytics detail.
 */

export { IN_VIEW_MARGIN_PX } from '../in-view.ts'; // spec: in-view margin 150 px

export const API_TIMEOUT_MS = 10_000; // spec: API load timeout 10000 ms
export const API_POLL_MS = 20; // spec: poll interval 20 ms
export const BUILD_TIMEOUT_MS = 5_000; // spec: build timeout 5000 ms
export const BUILD_RETRY_EXTRA_MS = 3_000; // spec: plus 3000 per retry
export const TIME_UPDATE_MS = 300; // spec: time update 300 ms
export const SEEK_THRESHOLD_S = 1; // spec: seek threshold 1000 ms
export const LOOPING_IN_VIEW_MARGIN_PX = 500; // spec: 500 px when looping

export const NO_MEDIA_MESSAGE = 'No media added to player'; // spec section 8
export const DOWNLOAD_FAILED_MESSAGE = 'Video download failed'; // spec section 8

export type Platform = 'brightcove' | 'youtube' | 'file';

/** What a player plays: a file player builds a <video> or an <audio> (vb-audio-player). */
export type MediaKind = 'video' | 'audio';

/**
 * The platform's name in '{platform} took too long to build the asset.' and in analytics. The two platforms are
 * named for themselves whatever they play; a plain file is named for what it is, so an audio file is not a video.
 */
export function platformName(platform: Platform, kind: MediaKind = 'video'): string {
  if (platform === 'brightcove') return 'Brightcove';
  if (platform === 'youtube') return 'YouTube';
  return kind === 'audio' ? 'Audio file' : 'Video file';
}

export function buildTimeoutMessage(platform: Platform, kind: MediaKind = 'video'): string {
  return `${platformName(platform, kind)} took too long to build the asset.`;
}

/** Build timeout after `retries` retries: 5,000 ms, then 3,000 ms more for each retry. */
export function buildTimeout(retries: number): number {
  return BUILD_TIMEOUT_MS + BUILD_RETRY_EXTRA_MS * Math.max(0, Math.floor(retries));
}

/** The media config (spec section 3, JSON in a data-media attribute); unknown or mistyped fields are dropped. */
export interface MediaConfig {
  youTubeId?: string;
  youTubePlaylistId?: string;
  brightcoveId?: string;
  brightcoveAccountId?: string;
  brightcovePlayerId?: string;
  autoplay?: boolean;
  captions?: boolean;
}

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`; the view-count call answers 400 to anything else. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const STRING_FIELDS = ['youTubeId', 'youTubePlaylistId', 'brightcoveId', 'brightcoveAccountId', 'brightcovePlayerId'] as const;
const BOOLEAN_FIELDS = ['autoplay', 'captions'] as const;

/**
 * Read a media config value (an object, or its JSON text); ids given as numbers become strings, except `youTubeId`,
 * which must be a YouTube video id string (a number never is one).
 */
export function parseMediaConfig(value: unknown): { config: MediaConfig; problems: string[] } {
  const problems: string[] = [];
  let raw = value;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { config: {}, problems };
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { config: {}, problems: ['is not valid JSON'] };
    }
  }
  if (raw === null || raw === undefined) return { config: {}, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { config: {}, problems: ['must be a JSON object'] };
  const source = raw as Record<string, unknown>;
  const config: MediaConfig = {};
  for (const field of STRING_FIELDS) {
    const given = Object.hasOwn(source, field) ? source[field] : undefined;
    if (given === undefined || given === null || given === '') continue;
    if (typeof given !== 'string' && typeof given !== 'number') problems.push(`${field} must be a string`);
    else if (field === 'youTubeId' && (typeof given !== 'string' || !YOUTUBE_ID.test(given.trim())))
      problems.push(`youTubeId must be an 11-character video id of letters, digits, - and _ (${JSON.stringify(given).slice(0, 40)} was given)`);
    else config[field] = String(given).trim();
  }
  for (const field of BOOLEAN_FIELDS) {
    const given = Object.hasOwn(source, field) ? source[field] : undefined;
    if (given === undefined) continue;
    if (typeof given === 'boolean') config[field] = given;
    else problems.push(`${field} must be true or false`);
  }
  return { config, problems };
}

export interface PlayerChoiceInput {
  config: MediaConfig;
  /** A plain video or audio file (the `src` attribute). */
  src: string;
  looping: boolean;
  /** The page address asks for the streaming-site player (`player=yt`, spec section 2). */
  preferYouTube: boolean;
  /** Whether the streaming site answered this session (`yt-available`); undefined: not checked yet. */
  youTubeAvailable: boolean | undefined;
}

export type PlayerChoice = { platform: Platform } | { error: string } | { needsCheck: true };

export function hasBrightcove(config: MediaConfig): boolean {
  return Boolean(config.brightcoveId && config.brightcoveAccountId);
}

export function hasYouTube(config: MediaConfig): boolean {
  return Boolean(config.youTubeId || config.youTubePlaylistId);
}

/**
 * Spec section 4: the hosted-video player when a hosted id exists and (looping or no playlist) and player=yt is
 * absent; the streaming-site player when it is reachable and an id exists; neither: 'No media added to player'.
 * Beyond the spec: a plain file plays in a native element; and when the streaming site is unreachable, a hosted
 * video passed over only because of player=yt still plays rather than showing an error.
 */
export function choosePlayer({ config, src, looping, preferYouTube, youTubeAvailable }: PlayerChoiceInput): PlayerChoice {
  const brightcove = hasBrightcove(config);
  if (brightcove && (looping || !config.youTubePlaylistId) && !preferYouTube) return { platform: 'brightcove' };
  if (hasYouTube(config)) {
    if (youTubeAvailable === undefined) return { needsCheck: true };
    if (youTubeAvailable) return { platform: 'youtube' };
  }
  if (brightcove) return { platform: 'brightcove' };
  if (src) return { platform: 'file' };
  return { error: NO_MEDIA_MESSAGE };
}

/** `player=yt` in the page address (spec section 2). */
export function addressPrefersYouTube(search: string): boolean {
  return new URLSearchParams(search).get('player') === 'yt';
}

/** The session-storage value of `yt-available` (spec section 3), read and written as the spec names it. */
export const YT_AVAILABLE_KEY = 'yt-available';
export function readAvailability(stored: string | null): boolean | undefined {
  if (stored === 'available') return true;
  if (stored === 'unavailable') return false;
  return undefined;
}
export function availabilityValue(available: boolean): string {
  return available ? 'available' : 'unavailable';
}

/** The media analytics detail (spec section 3); playerVersion for the hosted-video player only. */
export interface MediaAnalyticsDetail {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  [extra: string]: string | number | boolean | undefined;
}

export function mediaAnalytics(
  { platform, kind }: { platform: Platform; kind: MediaKind },
  config: MediaConfig,
  src: string,
  name: string,
  times: { currentTime: number; duration: number },
  playerVersion?: string,
): MediaAnalyticsDetail {
  const videoId = platform === 'brightcove' ? (config.brightcoveId ?? '') : platform === 'youtube' ? (config.youTubeId ?? config.youTubePlaylistId ?? '') : src;
  const detail: MediaAnalyticsDetail = {
    platform: platformName(platform, kind),
    videoId,
    currentTime: roundSeconds(times.currentTime),
    duration: roundSeconds(times.duration),
    name,
  };
  if (platform === 'brightcove' && playerVersion) detail.playerVersion = playerVersion;
  return detail;
}

function roundSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : 0;
}

/** Whether a new position is a seek rather than playback moving on (spec: seek threshold 1000 ms). */
export function isSeek(previous: number, next: number, elapsedSeconds: number): boolean {
  return Math.abs(next - previous - elapsedSeconds) > SEEK_THRESHOLD_S;
}

/** '{count} views' with the count formatted for the language; empty when the count is not above 0 (spec section 7). */
export function viewsText(template: string, count: number, format: (n: number) => string): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return template.replace('{count}', format(count));
}

/** m:ss or h:mm:ss, for the time shown as text. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The player's state as the element shows it. */
export type MediaPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface MediaState {
  phase: MediaPhase;
  playing: boolean;
  buffering: boolean;
  muted: boolean;
  retries: number;
  error: string;
  platform: Platform | undefined;
  /** Counts the moves to a position (a skip, the seek bar, a remote trigger), so a time shown as text follows a paused player. */
  seeks: number;
  /** A download of the video (spec section 7): running, or failed ('Video download failed' shows until the next one or a play). */
  download: 'idle' | 'downloading' | 'failed';
}

export const INITIAL_MEDIA_STATE: MediaState = {
  phase: 'idle',
  playing: false,
  buffering: false,
  muted: false,
  retries: 0,
  error: '',
  platform: undefined,
  seeks: 0,
  download: 'idle',
};

export type MediaAction =
  | { type: 'load'; platform: Platform }
  | { type: 'built' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'buffering' }
  | { type: 'loadend' }
  | { type: 'muted'; muted: boolean }
  | { type: 'seek' }
  | { type: 'error'; message: string }
  | { type: 'retry' }
  | { type: 'download'; outcome: MediaState['download'] };

/**
 * Spec section 4: play marks the element playing, pause removes it; progress (buffering) hides the error and shows
 * loading; load end hides loading; an error shows the error element; a retry counts towards the build timeout.
 */
export function mediaReducer(state: MediaState, action: MediaAction): MediaState {
  switch (action.type) {
    case 'load':
      return { ...state, phase: 'loading', platform: action.platform, error: '' };
    case 'built':
      return state.phase === 'loading' ? { ...state, phase: 'ready' } : state;
    case 'play':
      return { ...state, phase: 'ready', playing: true, buffering: false, error: '', download: state.download === 'failed' ? 'idle' : state.download };
    case 'pause':
    case 'ended':
      return { ...state, playing: false, buffering: false };
    case 'buffering':
      return { ...state, buffering: true, error: '', phase: state.phase === 'error' ? 'ready' : state.phase };
    case 'loadend':
      return { ...state, buffering: false };
    case 'muted':
      return { ...state, muted: action.muted };
    case 'seek':
      return { ...state, seeks: state.seeks + 1 };
    case 'error':
      return { ...state, phase: 'error', playing: false, buffering: false, error: action.message };
    case 'retry':
      return { ...state, phase: 'idle', error: '', retries: state.retries + 1 };
    case 'download':
      return { ...state, download: action.outcome };
  }
}

/** What a player does for a remote-trigger message (spec section 4: the actions a player answers). */
export type TriggerCommand =
  | { do: 'play' | 'pause' | 'toggle' | 'toggleMute' | 'load' | 'download' }
  | { do: 'restart'; seconds: number }
  | { do: 'seek'; seconds: number }
  | { do: 'setMuted'; muted: boolean };

/** A position a message carries: a number of seconds, its text, or `{ seconds }`; undefined when it carries none. */
export function triggerSeconds(detail: unknown): number | undefined {
  const raw: unknown = typeof detail === 'object' && detail !== null && 'seconds' in detail ? (detail as { seconds: unknown }).seconds : detail;
  const seconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * The command for a remote-trigger message sent to a player's id. A link to the player (action toggle) plays or
 * pauses it; `play`, `pause`, `load`/`preload`; `restart` goes to the position it carries, else the player's start
 * position (`start`, default 0); `seek` goes to the position it carries (none: nothing to do); `toggle-mute`, `mute`
 * and `unmute`; `download` saves the largest MP4 of the video (spec section 7). An action a player does not know is ignored, as every block ignores it (undefined).
 */
export function triggerCommand(action: string, detail: unknown, start: number): TriggerCommand | undefined {
  const seconds = triggerSeconds(detail);
  switch (action) {
    case 'toggle':
    case 'play':
    case 'pause':
    case 'download':
      return { do: action };
    case 'load':
    case 'preload':
      return { do: 'load' };
    case 'restart':
      return { do: 'restart', seconds: seconds ?? (Number.isFinite(start) && start > 0 ? start : 0) };
    case 'seek':
      return seconds === undefined ? undefined : { do: 'seek', seconds };
    case 'toggle-mute':
      return { do: 'toggleMute' };
    case 'mute':
    case 'unmute':
      return { do: 'setMuted', muted: action === 'mute' };
    default:
      return undefined;
  }
}
