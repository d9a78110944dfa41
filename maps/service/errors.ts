/** The one error type of the maps-service client: the HTTP layer's (src/http.ts), named for the maps service. */
import { HttpError, type HttpErrorDetails, type HttpErrorKind } from '../../src/http.ts';

export type MapsErrorKind = HttpErrorKind;

export interface MapsErrorDetails extends HttpErrorDetails {
  method: string;
  url: string;
}

/**
 * A failed call. For an answer of status 400 or above (spec section 8) the message is the status text,
 * word for word, and `status` is the code.
 */
export class MapsError extends HttpError {
  override readonly name = 'MapsError';

  constructor(message: string, details: MapsErrorDetails) {
    super(message, details);
  }

  /** The layer's error as a MapsError, every detail kept. */
  static from(error: HttpError): MapsError {
    const { kind, status, statusText, method, url, body, cause } = error;
    return new MapsError(error.message, { kind, status, statusText, method, url, body, cause });
  }
}
