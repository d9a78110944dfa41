/** The visitor's likes, kept in local storage `participationCounter` (spec section 3): group to ids liked. */
import { getJsonItem, setJsonItem } from '../../src/storage.ts';
import { hasParticipated, normaliseParticipation, PARTICIPATION_KEY, withParticipation } from '../../src/social-counter-logic.ts';

export function hasLiked(group: string, id: string): boolean {
  return hasParticipated(normaliseParticipation(getJsonItem<unknown>('local', PARTICIPATION_KEY)), group, id);
}

export function rememberLike(group: string, id: string): void {
  setJsonItem('local', PARTICIPATION_KEY, withParticipation(normaliseParticipation(getJsonItem<unknown>('local', PARTICIPATION_KEY)), group, id));
}
