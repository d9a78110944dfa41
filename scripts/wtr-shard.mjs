// Which browser test files one of several web-test-runner processes runs (scripts/test.ts starts them side by side,
// each with its own Chromium, dev server and reference server). web-test-runner's own `concurrency` above 1 is not
// used: with current Chromium it fails to start pages at random (modernweb-dev/web#2403), one page per browser does not.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/** The config's `files` patterns ('!' excludes), expanded and sorted. */
export function testFiles(patterns, rootDir) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const ignore = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return globSync(include, { cwd: rootDir, ignore }).sort();
}

/** Seconds each file took in a recorded run (test/browser-timings.json, `VB_WRITE_TIMINGS=1 npm test`), if any. */
function recordedSeconds(rootDir) {
  const file = path.join(rootDir, 'test', 'browser-timings.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Each file's expected run time: its recorded seconds, or, for a file not recorded yet, its size at the
 * recorded files' seconds per byte (bytes alone when nothing is recorded); an unrecorded conformance part as the
 * heaviest file.
 */
export function fileWeights(files, rootDir) {
  const seconds = recordedSeconds(rootDir);
  const bytes = Object.fromEntries(files.map((file) => [file, statSync(path.join(rootDir, file)).size]));
  const known = files.filter((file) => typeof seconds[file] === 'number');
  const knownBytes = known.reduce((sum, file) => sum + bytes[file], 0);
  const perByte = known.length && knownBytes ? known.reduce((sum, file) => sum + seconds[file], 0) / knownBytes : 1;
  const estimate = Object.fromEntries(files.map((file) => [file, typeof seconds[file] === 'number' ? seconds[file] : bytes[file] * perByte]));
  // A conformance part is a few lines that run a sixth of every element: unrecorded, it weighs as the heaviest file.
  const heaviest = Math.max(...Object.values(estimate));
  for (const file of files) if (/^test\/conformance\/part-/.test(file) && typeof seconds[file] !== 'number') estimate[file] = heaviest;
  return estimate;
}

/**
 * Part `index` (0-based) of `count`: every file to the lightest part so far, heaviest file first, by
 * fileWeights (measured seconds where recorded), so the processes finish together.
 */
export function shardFiles(files, rootDir, index, count) {
  const parts = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  const weights = fileWeights(files, rootDir);
  const ordered = [...files].sort((a, b) => weights[b] - weights[a] || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = parts.reduce((min, part) => (part.weight < min.weight ? part : min));
    lightest.files.push(file);
    lightest.weight += weights[file];
  }
  return parts[index].files.sort();
}
