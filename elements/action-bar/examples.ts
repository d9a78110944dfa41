import type { ElementExample } from '../../src/example.ts';

/** vb-action-bar's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Share buttons and copy link`,
    description: `The default networks (Facebook, X, WhatsApp, e-mail) and the copy-link button share this page's address. On a device with the Web Share API a Share button opens its own share sheet first.`,
    html: `<vb-action-bar share-text="A week of service in our town"></vb-action-bar>`,
  },
  {
    name: 'follow',
    title: `Share and follow, with labels`,
    description: `<code>networks</code> chooses the share buttons and their order; <code>follow</code> adds the site's own profiles; <code>variant="labels"</code> writes each name beside its icon.`,
    html: `<vb-action-bar
  variant="labels"
  networks="facebook linkedin email copy"
  follow='{ "instagram": "https://www.instagram.com/", "youtube": "https://www.youtube.com/", "facebook": "https://www.facebook.com/" }'
></vb-action-bar>`,
  },
  {
    name: 'own-wording',
    title: `Own address and wording`,
    description: `A given <code>url</code> and <code>share-title</code>, and every text as an attribute. Only the device's share sheet where there is one (<code>native-share="only"</code>), the buttons elsewhere.`,
    html: `<vb-action-bar
  lang="fr"
  url="https://www.example.org/histoires/semaine-de-service"
  share-title="Une semaine de service"
  native-share="only"
  networks="facebook x telegram copy"
  label="Partager"
  share-on-text="Partager sur {network}"
  native-text="Partager"
  copy-text="Copier le lien"
  copied-text="Lien copié"
  copy-fallback-text="La copie a été refusée. Le lien est sélectionné ci-dessous : copiez-le avec Ctrl+C."
  link-field-label="Lien à partager"
  new-tab-text="(s'ouvre dans un nouvel onglet)"
></vb-action-bar>`,
  },
];
