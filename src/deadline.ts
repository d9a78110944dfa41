/**
 * A promise that settles as the given one does, or rejects with `onTimeout()` after `ms` (a third-party script's
 * answer: the Brightcove player in src/media/brightcove-adapter.ts, the verification token in
 * src/request-verification.ts). The timer is cleared either way; a non-Error rejection becomes an Error.
 */
export function withDeadline<T>(promise: PromiseLike<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
