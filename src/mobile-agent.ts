/**
 * Whether the page runs on a mobile user agent (visitor spec sections 2 and 9: flip-card stacks become a carousel on
 * mobile user agents up to 1024 px; the mobile device check). User-Agent Client Hints say it directly where the
 * browser has them; elsewhere the user-agent string's usual mobile tokens do. elements/flip-card/pre-upgrade.ts repeats
 * this test for the loader, which imports nothing (a node test holds the two together).
 */
export const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

interface AgentData {
  mobile?: boolean;
}

export function isMobileAgent(
  nav: { userAgent: string; userAgentData?: AgentData } | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true;
  return MOBILE_AGENT.test(nav.userAgent);
}
