/**
 * Server configuration from the environment, with defaults that work from a fresh checkout.
 * Every variable is documented in demo/server/README.md; keep the two in step.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is demo/server/config.ts), so defaults do not depend on the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const DEFAULT_PORT = 5173;
/** Loopback only unless HOST says otherwise: the demo store accepts anonymous writes. */
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_DB_PATH = path.join(REPO_ROOT, '.data', 'visitor-blocks.sqlite');
export const DEFAULT_DEMO_DIR = path.join(REPO_ROOT, 'demo');
export const DEFAULT_DIST_DIR = path.join(REPO_ROOT, 'dist');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'demo', 'static');
export const DEFAULT_LOG_LEVEL = 'warn';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  /** '' when unset, else '/segment[/segment...]' with no trailing slash. */
  apiPrefix: string;
  staticDir: string;
  distDir: string;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A segment may contain dots but not start with one, which rules out `.` and `..`. */
const PREFIX_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The consolidation prefix as a route prefix: leading slash added, trailing slashes dropped.
 * Only plain path segments are accepted, so a prefix can never shadow `..` or inject a route pattern
 * (`:param`, `*`) into the router.
 */
export function normalizeApiPrefix(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  for (const segment of segments) {
    if (!PREFIX_SEGMENT.test(segment)) {
      throw new ConfigError(`VB_API_PREFIX "${raw}" is not a plain path such as /site: use letters, digits, '-', '_', '.', '~' and '/' only`);
    }
  }
  return `/${segments.join('/')}`;
}

export function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const text = raw.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT "${raw}" is not a port number (0..65535; 0 picks a free port)`);
  }
  return port;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((candidate) => candidate === raw.trim().toLowerCase());
  if (!level) throw new ConfigError(`VB_LOG_LEVEL "${raw}" is not one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/** Relative paths in the environment are taken from the cwd, as a shell user expects. */
function pathFromEnv(raw: string | undefined, fallback: string): string {
  return raw === undefined || raw.trim() === '' ? fallback : path.resolve(raw.trim());
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || DEFAULT_HOST,
    dbPath: env.VB_DB?.trim() === ':memory:' ? ':memory:' : pathFromEnv(env.VB_DB, DEFAULT_DB_PATH),
    apiPrefix: normalizeApiPrefix(env.VB_API_PREFIX),
    staticDir: pathFromEnv(env.VB_STATIC_DIR, DEFAULT_STATIC_DIR),
    distDir: pathFromEnv(env.VB_DIST_DIR, DEFAULT_DIST_DIR),
    logLevel: parseLogLevel(env.VB_LOG_LEVEL),
  };
}

/** The address a person can click: wildcard binds are reached through localhost. */
export function publicOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** The local request-verification service (forms): a site key turns it on, the secret signs its tokens. */
export interface VerificationSettings {
  /** Public: pages pass it when asking for a token, as with the third-party service's site key. */
  siteKey: string;
  /** Private: the HMAC key of the tokens. */
  secret: string;
}

/** Stops a placeholder such as `secret` from signing real tokens: a short HMAC key can be guessed. */
export const VERIFY_SECRET_MIN_CHARS = 16;
const SITE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * VB_VERIFY_SITE_KEY and VB_VERIFY_SECRET. Unset site key: verification is off (the spec's "service
 * unconfigured: skipped with an empty token"). Read when the form routes are registered, so each app
 * (and each test server) sees the environment of its start.
 */
export function readVerificationConfig(env: NodeJS.ProcessEnv = process.env): VerificationSettings | null {
  const siteKey = env.VB_VERIFY_SITE_KEY?.trim() ?? '';
  if (siteKey === '') return null;
  if (!SITE_KEY_PATTERN.test(siteKey)) {
    throw new ConfigError(`VB_VERIFY_SITE_KEY "${siteKey}" must be 1 to 100 letters, digits, '-' or '_'`);
  }
  const secret = env.VB_VERIFY_SECRET ?? '';
  if (secret.length < VERIFY_SECRET_MIN_CHARS) {
    throw new ConfigError(`VB_VERIFY_SECRET must be set to at least ${VERIFY_SECRET_MIN_CHARS} characters when VB_VERIFY_SITE_KEY is set`);
  }
  return { siteKey, secret };
}
