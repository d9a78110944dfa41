/** The one error type of the maps-service client. */

export type MapsErrorKind = 'http' | 'network' | 'parse' | 'abort' | 'timeout';

export interface MapsErrorDetails {
  kind: MapsErrorKind;
  /** HTTP status; 0 when no answer came. */
  status?: number;
  statusText?: string;
  method: string;
  url: string;
  /** The answer's body, parsed as JSON when it is JSON. */
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed call. For an answer of status 400 or above (spec section 8) the message is the status text,
 * word for word, and `status` is the code.
 */
export class MapsError extends Error {
  override readonly name = 'MapsError';
  readonly kind: MapsErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly method: string;
  readonly url: string;
  readonly body: unknown;

  constructor(message: string, details: MapsErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status ?? 0;
    this.statusText = details.statusText ?? '';
    this.method = details.method;
    this.url = details.url;
    this.body = details.body;
  }
}
