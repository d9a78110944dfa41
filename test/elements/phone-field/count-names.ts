/**
 * Counts what a page (or node) asks of Intl.DisplayNames: every name (`of`) and every reader built. For the phone
 * field's tests that its country list, 245 names twice, is built only when needed.
 */
export interface NameCounts {
  names: number;
  readers: number;
}

/** Starts counting; the returned `stop` puts Intl.DisplayNames back. */
export function countIntlNames(): { counted: NameCounts; stop: () => void } {
  const RealDisplayNames = Intl.DisplayNames;
  const realOf = RealDisplayNames.prototype.of;
  const counted: NameCounts = { names: 0, readers: 0 };
  Object.assign(Intl, {
    DisplayNames: class extends RealDisplayNames {
      constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
        super(...args);
        counted.readers += 1;
      }
    },
  });
  RealDisplayNames.prototype.of = function (this: Intl.DisplayNames, code: string) {
    counted.names += 1;
    return realOf.call(this, code);
  };
  return {
    counted,
    stop: () => {
      Object.assign(Intl, { DisplayNames: RealDisplayNames });
      RealDisplayNames.prototype.of = realOf;
    },
  };
}
