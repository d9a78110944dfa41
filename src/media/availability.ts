/**
 * Whether the streaming site is reachable (spec section 4): checked once per session by loading an icon image,
 * remembered in session storage as `yt-available` (section 3). Only called when a player loads, so no request
 * reaches the platform before the visitor asks for a video.
 */
import { getItem, setItem } from '../storage.ts';
import { availabilityValue, readAvailability, YT_AVAILABLE_KEY } from './media-logic.ts';
import { youTubeIconUrl } from './platform-script.ts';

let checking: Promise<boolean> | undefined;

/** The remembered answer, or undefined before the session's check. */
export function knownYouTubeAvailability(): boolean | undefined {
  return readAvailability(getItem('session', YT_AVAILABLE_KEY));
}

export function checkYouTubeAvailable(): Promise<boolean> {
  const known = knownYouTubeAvailability();
  if (known !== undefined) return Promise.resolve(known);
  checking ??= new Promise<boolean>((resolve) => {
    const image = new Image();
    const done = (available: boolean) => {
      setItem('session', YT_AVAILABLE_KEY, availabilityValue(available));
      checking = undefined;
      resolve(available);
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = youTubeIconUrl();
  });
  return checking;
}
