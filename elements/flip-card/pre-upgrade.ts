/**
 * The flip card's pre-upgrade step (the loader's convention: `elements/<name>/pre-upgrade.ts` exporting `preUpgrade`,
 * built into dist/loader.js and run for each not yet defined element of that tag the loader finds). On a mobile user
 * agent the flip card becomes a carousel up to 1024 px (flip-card.tsx), a row of cards far shorter than the stack:
 * marked `data-vb-mobile-agent` here, flip-card.upgrade.css gives a marked one the carousel's row at those widths
 * from the first paint, so the page does not move when the element mounts (Lighthouse mobile CLS was 0.044).
 *
 * Every page loads the loader, so this file imports nothing: src/mobile-agent.ts, which the element itself asks, is in
 * the element's chunk and would make the loader import that chunk. Its test is repeated below, the same to the letter
 * (test/elements/flip-card/pre-upgrade.node.test.ts holds the two together).
 */

/** src/mobile-agent.ts's MOBILE_AGENT, copied: the user-agent string's usual mobile tokens. */
export const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

/** What this file reads of `navigator` (the user agent, and User-Agent Client Hints where the browser has them). */
export interface AgentLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

/** The part of a flip card this file writes (an Element fits). */
interface FlipCardLike {
  setAttribute(name: string, value: string): void;
}

/** Marks a flip card on a mobile user agent, as src/mobile-agent.ts's isMobileAgent decides it. */
export function preUpgrade(flipCard: FlipCardLike, agent: AgentLike = navigator): void {
  if (agent.userAgentData?.mobile === true || MOBILE_AGENT.test(agent.userAgent)) flipCard.setAttribute('data-vb-mobile-agent', '');
}
