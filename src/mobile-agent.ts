/**
 * Whether the page runs on a mobile user agent (visitor spec sections 2 and 9: flip-card stacks become a carousel on
 * mobile user agents up to 1024 px; the mobile device check). User-Agent Client Hints say it directly where the
 * browser has them; elsewhere the user-agent string's usual mobile tokens do, and an iPad's Safari, which names itself
 * a Mac by default, is told by its touch points (a Mac has none). The flip card's pre-upgrade sheet asks a stylesheet's
 * nearest question, a touch screen as the primary pointer, which every agent this says yes to has.
 */
const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

interface AgentData {
  mobile?: boolean;
}

export function isMobileAgent(
  nav: { userAgent: string; userAgentData?: AgentData; maxTouchPoints?: number } | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true;
  return MOBILE.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}
