/** Sizes in pixels (maps-toolkit spec sections 3 and 5). */

export interface Size {
  width: number;
  height: number;
}

/** `[width, height]`, `{ width, height }` (or `{ w, h }`), or a string such as '3x4' or '640 × 480'. */
export type SizeInput = Size | readonly (number | string)[] | string | Readonly<Record<string, unknown>>;

function describe(input: unknown): string {
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return String(input);
  }
}

function dimension(value: unknown, name: string, input: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    throw new TypeError(`Invalid size ${describe(input)}: ${name} must be a finite number of 0 or more.`);
  }
  // Pixels are whole; rounding up keeps what was asked for inside the result.
  return Math.ceil(number);
}

export function parseSize(input: unknown): Size {
  if (typeof input === 'string') {
    const match = /^\s*([^x×*\s]+)\s*[x×*]\s*([^x×*\s]+)\s*$/iu.exec(input);
    if (!match) throw new TypeError(`Invalid size ${describe(input)}: expected 'WIDTHxHEIGHT', such as '3x4'.`);
    return { width: dimension(match[1], 'width', input), height: dimension(match[2], 'height', input) };
  }
  if (Array.isArray(input)) {
    if (input.length !== 2) throw new TypeError(`Invalid size ${describe(input)}: expected [width, height].`);
    return { width: dimension(input[0], 'width', input), height: dimension(input[1], 'height', input) };
  }
  if (typeof input === 'object' && input !== null) {
    const record = input as Readonly<Record<string, unknown>>;
    return { width: dimension(record.width ?? record.w, 'width', input), height: dimension(record.height ?? record.h, 'height', input) };
  }
  throw new TypeError(`Invalid size ${describe(input)}: expected an array, an object or a string such as '3x4'.`);
}

export function formatSize(size: Size): string {
  return `${size.width}x${size.height}`;
}
