import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'action-bar',
  family: 'engagement',
  description:
    "A share bar: share links to the networks the author lists, follow links to the site's own profiles, and a copy-link button with a visible, " +
    'announced "copied" state (and the link shown to copy by hand when the browser refuses the clipboard). On a device with the Web Share API a Share ' +
    'button opens its own share sheet. Every share and follow sends an analytics event.',
  props: {
    networks: {
      type: 'string',
      default: 'facebook x whatsapp email copy',
      description:
        'The share buttons, in order, separated by spaces or commas: `facebook`, `x`, `linkedin`, `whatsapp`, `telegram`, `email`, and `copy` (the copy-link button). ' +
        'An unknown name is left out with a console warning; an empty value shows no share buttons.',
    },
    url: {
      type: 'string',
      default: '',
      description:
        'The address shared. Empty: the page\'s canonical link (`<link rel="canonical">`) or else its address without the fragment. Only http(s) addresses are shared; any other gives a console warning and the page\'s own address.',
    },
    shareTitle: { type: 'string', default: '', description: "The title shared (e-mail subject, the share sheet's title). Empty: the page's title." },
    shareText: { type: 'string', default: '', description: 'A sentence shared with the address (X, WhatsApp, Telegram, the e-mail body and the share sheet).' },
    follow: {
      type: 'json',
      default: {} as Record<string, string>,
      description:
        'JSON object of network to profile address, in order: `{ "facebook": "https://www.facebook.com/...", "instagram": "https://www.instagram.com/..." }`. ' +
        'Networks: `facebook`, `instagram`, `x`, `youtube`, `linkedin`, `tiktok`, `whatsapp`, `telegram`. An unknown network or an address that is not http(s) is left out with a console warning.',
    },
    nativeShare: {
      type: 'string',
      default: 'auto' as const,
      choices: ['auto', 'only', 'off'] as const,
      emptyIsDefault: true,
      description:
        '"auto": on a device with the Web Share API a Share button (its share sheet) comes first, the share buttons stay; "only": there, the Share button alone ' +
        '(the share buttons where the device has none, or when its sheet fails); "off": never. Any other value: auto, with a console warning.',
    },
    variant: {
      type: 'string',
      default: 'icons' as const,
      choices: ['icons', 'labels'] as const,
      emptyIsDefault: true,
      description:
        '"icons": round icon buttons, their names for assistive technology and as a tooltip; "labels": each icon with its name beside it where the bar is at least 30rem wide (narrower, as on a phone, the icons alone, their names still read). Any other value: icons, with a console warning.',
    },
    label: { type: 'string', default: 'Share', description: 'The accessible name of the share list.' },
    followLabel: { type: 'string', default: 'Follow us', description: 'The accessible name of the follow list.' },
    shareOnText: { type: 'string', default: 'Share on {network}', description: 'The name of a share button; `{network}` is the network (Facebook, X, ...).' },
    emailText: { type: 'string', default: 'Share by e-mail', description: 'The name of the e-mail share button.' },
    followOnText: { type: 'string', default: 'Follow us on {network}', description: 'The name of a follow link; `{network}` is the network.' },
    nativeText: { type: 'string', default: 'Share', description: "The Share button that opens the device's share sheet." },
    copyText: { type: 'string', default: 'Copy link', description: 'The copy-link button.' },
    copiedText: {
      type: 'string',
      default: 'Link copied',
      description: 'Shown on the copy button and announced once the link is on the clipboard; the button returns to `copy-text` after 3 seconds.',
    },
    copyFallbackText: {
      type: 'string',
      default: 'Copying was not allowed. The link is selected below: copy it with Ctrl+C (⌘C on a Mac).',
      description: 'Shown (and announced) when the browser refuses the clipboard; the link appears selected in a field below to copy by hand.',
    },
    linkFieldLabel: { type: 'string', default: 'Link to share', description: 'The accessible name of the field that shows the link when copying was refused.' },
    newTabText: { type: 'string', default: '(opens in a new tab)', description: 'Read after the name of each link that opens in a new tab.' },
  },
  events: {
    'vb-action-bar-share': {
      description:
        'The visitor chose a share button or completed the device\'s share sheet; `network` is its name ("facebook", ..., "native"), `url` the address shared.',
      detail: '{ network: string; url: string }',
    },
    'vb-action-bar-follow': { description: 'The visitor followed a profile link; `url` is the profile address.', detail: '{ network: string; url: string }' },
    'vb-action-bar-copy': {
      description: 'The copy-link button was used; `copied` is false when the browser refused the clipboard and the link was shown to copy by hand.',
      detail: '{ url: string; copied: boolean }',
    },
  },
  parts: {
    bar: 'The bar around both lists.',
    list: 'The share list.',
    'follow-list': 'The follow list.',
    button: 'Every share button, follow link, copy button and Share button.',
    icon: 'The icon in each button.',
    status: 'The polite live region: "Link copied", or the fallback text when copying was refused.',
    'link-field': 'The read-only field with the link, shown when copying was refused.',
  },
  cssProperties: {
    '--vb-action-bar-color': "The buttons' icon and border colour. Default: `--vb-color-primary` (`#1f5ea8`).",
    '--vb-action-bar-size': 'The size of an icon button. Default: `2.75rem` (44 px, the smallest comfortable touch target).',
    '--vb-action-bar-gap': 'The space between buttons. Default: `0.5rem`.',
  },
});
