/**
 * The spec's state lists, `{static directory}/country/state-{locationCode}.json` (section 7), one per
 * country with first-level divisions, from country-region-data; plus `countries.json`, the table of
 * location codes (see demo/server/address/countries.ts for how codes are chosen: 251 is the United States).
 *
 *   node --import tsx scripts/generate-states.ts     write demo/static/country/ (stale state files removed)
 *   test/demo/server/address-states.node.test.ts renders them in memory and fails when the folder is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allCountries, stateFileName, statesOf } from '../demo/server/address/countries.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const COUNTRY_DIR = path.join(ROOT, 'demo', 'static', 'country');
export const COUNTRIES_FILE = 'countries.json';
export const STATE_FILE_PATTERN = /^state-\d+\.json$/;

/** One location per line: small diffs when the data package changes, readable in a browser. */
function stateFile(states: readonly { commonName: string; abbrev: string }[]): string {
  const lines = states.map((state) => `  ${JSON.stringify({ commonName: state.commonName, abbrev: state.abbrev })}`);
  return `{"locations":{"location":[\n${lines.join(',\n')}\n]}}\n`;
}

/** File name -> content of every file the folder should hold. */
export function renderCountryFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const table: string[] = [];
  const countries = [...allCountries()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const country of countries) {
    const states = statesOf(country);
    if (states) files.set(stateFileName(country), stateFile(states));
    table.push(
      `  ${JSON.stringify({ name: country.name, iso2: country.iso2, iso3: country.iso3, locationCode: country.locationCode, hasStates: states !== undefined })}`,
    );
  }
  files.set(COUNTRIES_FILE, `{"countries":[\n${table.join(',\n')}\n]}\n`);
  return files;
}

function main(): void {
  const files = renderCountryFiles();
  mkdirSync(COUNTRY_DIR, { recursive: true });
  let removed = 0;
  for (const name of readdirSync(COUNTRY_DIR)) {
    if (STATE_FILE_PATTERN.test(name) && !files.has(name)) {
      rmSync(path.join(COUNTRY_DIR, name));
      removed++;
    }
  }
  let bytes = 0;
  for (const [name, content] of files) {
    writeFileSync(path.join(COUNTRY_DIR, name), content);
    bytes += Buffer.byteLength(content);
  }
  console.log(
    `${path.relative(ROOT, COUNTRY_DIR)}: ${files.size - 1} state files and ${COUNTRIES_FILE}, ${(bytes / 1024).toFixed(0)} KiB${removed ? `; ${removed} stale removed` : ''}.`,
  );
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) main();
