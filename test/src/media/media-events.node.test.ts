/**
 * The players' events, declared once in src/media/media-events.ts: the event docs every player's meta.ts spreads,
 * and the types its generated events.ts names. The detail written as text (for the manifest and the README
 * tables) must say what the TypeScript types say: TypeScript itself reads the types here.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { MEDIA_ERROR_DETAIL, MEDIA_EVENT_DETAIL, mediaEvents } from '../../../src/media/media-events.ts';

const MODULE = path.resolve(import.meta.dirname, '../../../src/media/media-events.ts');
const PROBE = path.resolve(import.meta.dirname, '../../../src/media/__probe__.ts');
const PROBE_SOURCE = [
  `import type { MediaErrorDetail, MediaEventDetail, MediaEvents } from './media-events.ts';`,
  `export type Detail = MediaEventDetail;`,
  `export type ErrorDetail = MediaErrorDetail;`,
  `export type Probe = MediaEvents<'vb-probe'>;`,
].join('\n');

/** TypeScript's reading of a probe type: its properties as `name?: type`, in declaration order. */
function typeFields(): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (path.resolve(file) === PROBE ? PROBE_SOURCE : readFile(file));
  host.fileExists = (file) => path.resolve(file) === PROBE || fileExists(file);
  const program = ts.createProgram([PROBE, MODULE], options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE);
  assert.ok(probe);
  const fields = new Map<string, string[]>();
  for (const statement of probe.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const type = checker.getTypeAtLocation(statement.name);
    fields.set(
      statement.name.text,
      checker.getPropertiesOfType(type).map((property) => {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const text = checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(property)));
        return `${property.name}${optional ? '?' : ''}: ${text}`;
      }),
    );
  }
  return fields;
}

/** The detail text's fields: `{ a: string; b?: number }` -> ['a: string', 'b?: number']. */
function textFields(text: string): string[] {
  return text
    .replace(/^\{\s*|\s*\}$/g, '')
    .split(';')
    .map((field) => field.trim())
    .filter(Boolean);
}

describe('media events (src/media/media-events.ts)', () => {
  const fields = typeFields();

  it('the detail text in the manifest and README says what MediaEventDetail and MediaErrorDetail say', () => {
    assert.deepEqual(textFields(MEDIA_EVENT_DETAIL), fields.get('Detail'));
    assert.deepEqual(textFields(MEDIA_ERROR_DETAIL), fields.get('ErrorDetail'));
    assert.deepEqual(fields.get('Detail'), [
      'platform: string',
      'videoId: string',
      'currentTime: number',
      'duration: number',
      'name: string',
      'playerVersion?: string',
    ]);
  });

  it('MediaEvents<prefix> types exactly the events mediaEvents(prefix) declares, the error event with the error detail', () => {
    const docs = mediaEvents('vb-probe');
    const typed = (fields.get('Probe') ?? []).map((field) => field.split(':')[0]);
    assert.deepEqual(typed, Object.keys(docs));
    assert.deepEqual(Object.keys(docs), [
      'vb-probe-play',
      'vb-probe-pause',
      'vb-probe-ended',
      'vb-probe-buffering',
      'vb-probe-loadend',
      'vb-probe-seek',
      'vb-probe-error',
    ]);
    for (const [event, doc] of Object.entries(docs)) {
      assert.equal(doc.detail, event === 'vb-probe-error' ? MEDIA_ERROR_DETAIL : MEDIA_EVENT_DETAIL, event);
      assert.deepEqual(doc.declaredIn, { type: "MediaEvents<'vb-probe'>", from: 'src/media/media-events.ts', names: ['MediaEventDetail', 'MediaErrorDetail'] });
    }
    assert.match(fields.get('Probe')?.find((f) => f.startsWith('vb-probe-error')) ?? '', /MediaErrorDetail/);
    assert.match(fields.get('Probe')?.find((f) => f.startsWith('vb-probe-play')) ?? '', /MediaEventDetail/);
  });

  it('says video or audio, and lets a caller reword each description (the poster loop)', () => {
    assert.equal(mediaEvents('vb-a', 'audio')['vb-a-play']?.description, 'The audio started playing (every other player on the page pauses).');
    assert.equal(mediaEvents('vb-v')['vb-v-ended']?.description, 'The video reached its end.');
    assert.equal(mediaEvents('vb-l', 'video', (text) => `Loop: ${text}`)['vb-l-pause']?.description, 'Loop: The video paused.');
  });
});
