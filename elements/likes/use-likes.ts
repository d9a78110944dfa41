/** vb-likes' effects: the shared count, the visitor's one like and its memory in local storage. */
import { useEffect, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { useCounterIncrement, useSocialCounter } from '../../src/hooks/use-social-counter.ts';
import { hasLiked, rememberLike } from './likes-storage.ts';
import type { LikesEvents } from './events.ts';

export type { LikesErrorDetail, LikesEvents, LikesLikeDetail } from './events.ts';

type Emit = <K extends keyof LikesEvents>(name: K, detail: LikesEvents[K]) => boolean;

export function useLikes(element: HTMLElement, group: string, id: string, text: string, emit: Emit) {
  const counter = useSocialCounter(element, group, id);
  const [error, setError] = useState(false);
  const [justLiked, setJustLiked] = useState(false);
  const { phase, increment } = useCounterIncrement(
    counter,
    {
      onCounted(value) {
        rememberLike(group, id);
        setJustLiked(true);
        emit('vb-likes-like', { group, id, value });
        track(element, 'likes', { contentTitle: id, interactionText: text });
      },
      onFailed(failure) {
        setError(true);
        emit('vb-likes-error', { group, id, message: failure instanceof Error ? failure.message : String(failure) });
      },
    },
    // Liked on an earlier visit (or in another tab): disabled for good.
    id && hasLiked(group, id) ? 'counted' : 'ready',
  );

  useEffect(() => {
    if (!id) console.warn(`<vb-likes group="${group}">: no like-id; set like-id="..." (e.g. the page path) to count likes.`);
  }, [group, id]);

  const like = () => {
    if (!id) return;
    setError(false);
    void increment();
  };
  return { value: counter.value, failed: counter.failed, phase, error, justLiked, like };
}
