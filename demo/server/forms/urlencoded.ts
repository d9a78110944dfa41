/**
 * A strict application/x-www-form-urlencoded parser. Strict because submissions are stored byte for byte:
 * the WHATWG parser (URLSearchParams) silently keeps a stray `%` and replaces invalid UTF-8 with U+FFFD,
 * which would store something the visitor never sent. Here either every byte decodes exactly, or the
 * request is a 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { InputError } from '../validation.ts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** More fields than any form of the spec sends (about 40) plus room for an author's own questions. */
export const FORM_MAX_FIELDS = 200;
export const FORM_FIELD_NAME_MAX_CHARS = 100;

/** The parsed body: entries in the order sent, repeated names kept. */
export class FormBody {
  constructor(readonly entries: readonly (readonly [string, string])[]) {}

  /** The first value sent under `name`. */
  get(name: string): string | undefined {
    return this.entries.find(([key]) => key === name)?.[1];
  }

  count(name: string): number {
    return this.entries.filter(([key]) => key === name).length;
  }

  /** Every distinct name, in the order first sent. */
  names(): string[] {
    return [...new Set(this.entries.map(([key]) => key))];
  }
}

const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes one name or value; `label` names it in the error (the field name once it is known). */
function decodeComponent(bytes: Uint8Array, label: string): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte === PLUS) {
      out[length++] = SPACE;
    } else if (byte === PERCENT) {
      const high = hexValue(bytes[index + 1]);
      const low = hexValue(bytes[index + 2]);
      if (high < 0 || low < 0) {
        throw new InputError(label, `${label} has a '%' that is not followed by two hexadecimal digits`);
      }
      out[length++] = high * 16 + low;
      index += 2;
    } else {
      out[length++] = byte;
    }
  }
  try {
    return utf8.decode(out.subarray(0, length));
  } catch {
    throw new InputError(label, `${label} is not valid UTF-8 once percent-decoded`);
  }
}

export function parseUrlEncoded(body: Uint8Array): FormBody {
  const entries: [string, string][] = [];
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(AMPERSAND, start);
    if (end === -1) end = body.length;
    const part = body.subarray(start, end);
    start = end + 1;
    // `a=1&&b=2` and a trailing `&` are what browsers and serializers produce for nothing; skip them.
    if (part.length === 0) continue;
    const equals = part.indexOf(EQUALS);
    const rawName = equals === -1 ? part : part.subarray(0, equals);
    const rawValue = equals === -1 ? new Uint8Array(0) : part.subarray(equals + 1);
    const name = decodeComponent(rawName, 'body');
    if (name === '') throw new InputError('body', 'A form field has an empty name');
    if ([...name].length > FORM_FIELD_NAME_MAX_CHARS) {
      throw new InputError('body', `A form field name is longer than ${FORM_FIELD_NAME_MAX_CHARS} characters`);
    }
    entries.push([name, decodeComponent(rawValue, name)]);
    if (entries.length > FORM_MAX_FIELDS) throw new InputError('body', `The form has more than ${FORM_MAX_FIELDS} fields`);
  }
  return new FormBody(entries);
}

/** `charset` is the only parameter that changes the meaning of the bytes; only UTF-8 is decoded. */
function checkCharset(contentType: string | undefined): void {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  if (match && !/^utf-?8$/i.test(match[1]!)) {
    throw new InputError('content-type', `Only UTF-8 form bodies are accepted, not charset=${match[1]}`, 415);
  }
}

/**
 * Registers the parser in the calling plugin only (Fastify encapsulation), so the rest of the API keeps
 * refusing form bodies with a 415.
 */
export function registerFormParser(api: FastifyInstance): void {
  api.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      checkCharset(request.headers['content-type']);
      done(null, parseUrlEncoded(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
