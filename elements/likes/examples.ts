import type { ElementExample } from '../../src/example.ts';

/** vb-likes' examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A like button`,
    description: `Likes of <code>like-id="/demo/likes"</code> in the group <code>likes</code>. One like per visitor: the button stays pressed, remembered in local storage (<code>participationCounter</code>).`,
    html: `<vb-likes like-id="/demo/likes"></vb-likes>`,
  },
  {
    name: 'own-wording',
    title: `Own group and wording`,
    description: `Every text is an attribute; the count in words follows the element's <code>lang</code>.`,
    html: `<vb-likes
  lang="fr"
  group="histoires"
  like-id="histoire-de-la-semaine"
  text="J'aime"
  count-text="{count} mentions J'aime"
  liked-text="Merci !"
  error-message="Votre mention n'a pas pu être comptée. Réessayez."
></vb-likes>`,
  },
];
