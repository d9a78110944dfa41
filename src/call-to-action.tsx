/**
 * The link of a call to action (vb-small-call-to-action, vb-jumbo-call-to-action, vb-persistent-call-to-action, each
 * link of vb-uber-tile): the author's address, followed only
 * when it is an http(s) page (src/safe-href.ts), and one analytics click (src/analytics.ts) when the visitor follows it.
 * A missing or refused address leaves the block's content in place without a link, with one console warning that
 * names the element and the attribute.
 */
import { useEffect } from 'react';
import { track, type AnalyticsInfo } from './analytics.ts';
import { useHost } from './hooks/host-context.ts';
import { safeHref } from './safe-href.ts';

export interface CallToActionLinkProps {
  href: string;
  /** The link's visible text. */
  linkText: string;
  /** Analytics `contentTitle`; empty: the block's first heading, else the link's text. */
  analyticsTitle: string;
  /** Analytics `interactionText`; empty: the link's text. */
  analyticsText: string;
  offerId: string;
  className: string;
  /** The link's part name(s) for page CSS (`::part(link)`); a block with several links names each. Default `link`. */
  part?: string;
}

/** Why an address gives no link (for the console), or undefined when it is followed. */
export function refusedHref(tag: string, href: string): string | undefined {
  if (!href.trim()) return `<${tag}>: the href attribute is empty; the block shows no link. Give it the address of the page it leads to.`;
  if (!safeHref(href, document.baseURI)) return `<${tag}>: href="${href}" is not an http(s) address; the block shows no link.`;
  return undefined;
}

/** The click's analytics: what the block is about and what the visitor chose. */
export function callToActionInfo(element: Element, props: Omit<CallToActionLinkProps, 'className' | 'part'>, link: string): AnalyticsInfo {
  const heading = element.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.replace(/\s+/g, ' ').trim();
  const info: AnalyticsInfo = {
    contentTitle: props.analyticsTitle.trim() || heading || props.linkText,
    interactionText: props.analyticsText.trim() || props.linkText,
    link,
  };
  if (props.offerId.trim()) info.offerId = props.offerId.trim();
  return info;
}

export function CallToActionLink(props: CallToActionLinkProps) {
  const { element, tag } = useHost();
  const problem = refusedHref(tag, props.href);
  useEffect(() => {
    if (problem) console.warn(problem);
  }, [problem]);
  if (problem) return null;
  const href = props.href.trim();
  return (
    <a
      className={props.className}
      part={props.part ?? 'link'}
      href={href}
      onClick={(event) => track(element, 'click', callToActionInfo(element, props, (event.currentTarget as HTMLAnchorElement).href))}
    >
      {props.linkText}
    </a>
  );
}
