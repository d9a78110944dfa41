/**
 * vb-action-bar, the pure part: which share buttons and follow links an author's attributes give, the
 * networks' share addresses (built with URL and URLSearchParams, never by string concatenation), and the
 * address shared (http(s) only, through src/safe-href.ts). No DOM: node tests cover it.
 */
import { safeUrl } from '../../src/safe-href.ts';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'telegram' | 'email';
export type FollowNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin' | 'tiktok' | 'whatsapp' | 'telegram';
/** A share list entry: a network, or the copy-link button. */
export type ShareItem = ShareNetwork | 'copy';

/** What is shared: the address (http(s), fragment dropped), the title and the sentence. */
export interface SharedPage {
  url: URL;
  title: string;
  text: string;
}

/** The networks' names as the buttons say them ("Share on {network}"); brand names, not translated. */
export const NETWORK_NAMES: Readonly<Record<ShareNetwork | FollowNetwork, string>> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  email: 'E-mail',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const SHARE_ITEMS: readonly ShareItem[] = ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'email', 'copy'];
const FOLLOW_NETWORKS: readonly FollowNetwork[] = ['facebook', 'instagram', 'x', 'youtube', 'linkedin', 'tiktok', 'whatsapp', 'telegram'];
/** Old names a page may still write. */
const ALIASES: Readonly<Record<string, ShareItem>> = { twitter: 'x', mail: 'email', 'e-mail': 'email', link: 'copy', 'copy-link': 'copy' };

export interface Parsed<T> {
  items: T[];
  /** Console warnings, each naming the attribute and the value left out. */
  problems: string[];
}

/** The `networks` attribute: names separated by spaces or commas, case-insensitive, each once, unknown ones reported. */
export function parseNetworks(value: string): Parsed<ShareItem> {
  const items: ShareItem[] = [];
  const problems: string[] = [];
  for (const word of value.toLowerCase().split(/[\s,]+/)) {
    if (!word) continue;
    const item = ALIASES[word] ?? (SHARE_ITEMS as readonly string[]).find((name) => name === word);
    if (!item) problems.push(`networks: "${word}" is not a network (${SHARE_ITEMS.join(', ')}); left out.`);
    else if (!items.includes(item as ShareItem)) items.push(item as ShareItem);
  }
  return { items, problems };
}

export interface FollowLink {
  network: FollowNetwork;
  href: string;
}

/** The `follow` attribute: network to profile address; unknown networks and non-http(s) addresses are reported. */
export function parseFollow(value: unknown, base: string): Parsed<FollowLink> {
  const items: FollowLink[] = [];
  const problems: string[] = [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { items, problems: ['follow: expected a JSON object of network to address, e.g. {"instagram": "https://www.instagram.com/..."}; no follow links.'] };
  }
  for (const [key, address] of Object.entries(value as Record<string, unknown>)) {
    const name = key.trim().toLowerCase() === 'twitter' ? 'x' : key.trim().toLowerCase();
    const network = FOLLOW_NETWORKS.find((known) => known === name);
    if (!network) {
      problems.push(`follow: "${key}" is not a network (${FOLLOW_NETWORKS.join(', ')}); left out.`);
      continue;
    }
    const url = typeof address === 'string' ? safeUrl(address, base) : undefined;
    if (!url) {
      problems.push(`follow: the ${key} address ${JSON.stringify(address)} is not an http(s) address; left out.`);
      continue;
    }
    if (!items.some((item) => item.network === network)) items.push({ network, href: url.href });
  }
  return { items, problems };
}

/**
 * The address shared: the author's `url` when it is http(s), else the page's canonical link, else the page's
 * address; the fragment is dropped (a share points at the page, not where the visitor scrolled to).
 * `problem` is set when the author's address was refused.
 */
export function sharedUrl(author: string, canonical: string | null, page: string): { url: URL; problem?: string } {
  const own = author.trim() ? safeUrl(author, page) : undefined;
  const url = own ?? (canonical ? safeUrl(canonical, page) : undefined) ?? new URL(page);
  url.hash = '';
  return own || !author.trim() ? { url } : { url, problem: `url: "${author}" is not an http(s) address; sharing the page's own address.` };
}

/** The body of a message: the sentence, then the address on its own line. */
function messageWith(page: SharedPage): string {
  return page.text ? `${page.text}\n${page.url.href}` : page.url.href;
}

/**
 * mailto: wants %20 for a space (RFC 6068): URLSearchParams writes '+', which mail programs show as a plus.
 * A '+' in the text itself is already %2B, so every '+' left is a space.
 */
function mailtoQuery(params: URLSearchParams): string {
  return params.toString().replace(/\+/g, '%20');
}

/** The address of a network's share page (or the mailto: address) for the page shared. */
export function shareAddress(network: ShareNetwork, page: SharedPage): string {
  const href = page.url.href;
  const build = (endpoint: string, params: Record<string, string>) => {
    const url = new URL(endpoint);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    return url.href;
  };
  switch (network) {
    case 'facebook':
      return build('https://www.facebook.com/sharer/sharer.php', { u: href });
    case 'x':
      return build('https://x.com/intent/post', { url: href, text: page.text || page.title });
    case 'linkedin':
      return build('https://www.linkedin.com/sharing/share-offsite/', { url: href });
    case 'whatsapp':
      return build('https://wa.me/', { text: messageWith(page) });
    case 'telegram':
      return build('https://t.me/share/url', { url: href, text: page.text || page.title });
    case 'email': {
      const params = new URLSearchParams();
      if (page.title) params.set('subject', page.title);
      params.set('body', messageWith(page));
      return `mailto:?${mailtoQuery(params)}`;
    }
  }
}

/** Web Share data for navigator.share. */
export function nativeShareData(page: SharedPage): ShareData {
  return { url: page.url.href, ...(page.title ? { title: page.title } : {}), ...(page.text ? { text: page.text } : {}) };
}

/** How the copy-link button stands: ready, copied (for a while), or refused (the link shown to copy by hand). */
export type CopyState = 'ready' | 'copied' | 'refused';

/** How long the copy button says "Link copied". */
export const COPIED_MS = 3000;

/** Whether a rejected navigator.share was the visitor closing the sheet (no fallback then). */
export function isShareCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
