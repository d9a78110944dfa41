/**
 * The phone metadata (libphonenumber-js, about 150 KB) for vb-phone-field: loaded once per page, only when a
 * phone field mounts, in a chunk of its own (DESIGN.md section 3). Until it is in, numbers are checked by the
 * server alone.
 */
import { useEffect, useState } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';

export type PhoneLib = typeof import('./phone-lib.ts');

let libLoad: Promise<PhoneLib> | undefined;
/** The loaded metadata, for the server-answer handling outside React state. */
let loadedLib: PhoneLib | undefined;

export function loadPhoneLib(): Promise<PhoneLib> {
  libLoad ??= import('./phone-lib.ts').then((loaded) => (loadedLib = loaded));
  return libLoad;
}

/** The calling code of a country once the metadata is in ('' before: the server then reads the country alone). */
export function loadedDial(iso2: string): string {
  return loadedLib?.dialOf(iso2) ?? '';
}

/** Two countries inside one calling code (+1: the United States and Canada). */
export function sharesDial(a: string, b: string): boolean {
  return loadedLib !== undefined && loadedLib.dialOf(a) !== '' && loadedLib.dialOf(a) === loadedLib.dialOf(b);
}

/** The metadata once loaded (null before); `onLoad` runs once when it comes in, to format what is shown. */
export function usePhoneLib(tag: string, onLoad: (lib: PhoneLib) => void): PhoneLib | null {
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const onLoadRef = useLatest(onLoad);
  useEffect(() => {
    let live = true;
    loadPhoneLib().then(
      (loaded) => {
        if (!live) return;
        setLib(loaded);
        onLoadRef.current(loaded);
      },
      (error: unknown) => console.warn(`<${tag}>: the phone metadata did not load; numbers are checked by the server only.`, error),
    );
    return () => {
      live = false;
    };
  }, [tag, onLoadRef]);
  return lib;
}
