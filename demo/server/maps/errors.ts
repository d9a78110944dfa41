/**
 * A call or option this reference service does not implement: answered 501 with JSON naming the
 * operation, `{ "error": "...", "operation": "geometry/cut" }`, and listed in demo/server/README.md.
 */
export class NotImplemented extends Error {
  override readonly name = 'NotImplemented';
  constructor(
    readonly operation: string,
    detail?: string,
  ) {
    super(detail ?? `${operation} is not implemented by the reference maps service`);
  }
}
