// Which browser test files one of several web-test-runner processes runs (scripts/test.ts starts them side by side,
// each with its own Chromium, dev server and reference server). web-test-runner's own `concurrency` above 1 is not
// used: with current Chromium it fails to start pages at random (modernweb-dev/web#2403), one page per browser does not.
import { statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/** The config's `files` patterns ('!' excludes), expanded and sorted. */
export function testFiles(patterns, rootDir) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const ignore = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return globSync(include, { cwd: rootDir, ignore }).sort();
}

/**
 * Part `index` (0-based) of `count`: the conformance parts dealt out in turn (they weigh the same by construction),
 * then every other file to the lightest part so far, biggest file first (bytes stand in for run time).
 */
export function shardFiles(files, rootDir, index, count) {
  const parts = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  const conformance = files.filter((f) => /^test\/conformance\/part-/.test(f));
  conformance.forEach((file, i) => parts[i % count].files.push(file));
  const rest = files
    .filter((f) => !conformance.includes(f))
    .map((file) => ({ file, bytes: statSync(path.join(rootDir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  for (const { file, bytes } of rest) {
    const lightest = parts.reduce((min, part) => (part.weight < min.weight ? part : min));
    lightest.files.push(file);
    lightest.weight += bytes;
  }
  return parts[index].files.sort();
}
