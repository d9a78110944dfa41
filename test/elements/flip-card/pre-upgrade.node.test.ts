import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MOBILE_AGENT, preUpgrade, type AgentLike } from '../../../elements/flip-card/pre-upgrade.ts';
import { FLIP_CARD_BREAKPOINT } from '../../../src/carousel-logic.ts';
import { isMobileAgent, MOBILE_AGENT as KIT_MOBILE_AGENT } from '../../../src/mobile-agent.ts';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

/** Whether the pre-upgrade step marks a flip card for this agent, and the attribute it writes. */
function marks(agent: AgentLike): Map<string, string> {
  const set = new Map<string, string>();
  preUpgrade({ setAttribute: (name, value) => void set.set(name, value) }, agent);
  return set;
}

const AGENTS: [string, AgentLike][] = [
  [
    'Chrome on Android',
    { userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' },
  ],
  [
    'Safari on iPhone',
    { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' },
  ],
  [
    'Safari on iPad',
    { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1' },
  ],
  [
    'Kindle Silk',
    {
      userAgent:
        'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
    },
  ],
  ['Chrome on Windows', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' }],
  ['Firefox on Linux', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0' }],
  ['a desktop string whose client hints say mobile', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } }],
  ['client hints that say not mobile', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: false } }],
];

test('the step marks a flip card on a mobile user agent, and only there', () => {
  assert.deepEqual([...marks(AGENTS[0]![1])], [['data-vb-mobile-agent', '']]);
  assert.deepEqual([...marks(AGENTS[4]![1])], []);
});

test('the step decides as the element does (src/mobile-agent.ts), for every agent', () => {
  for (const [name, agent] of AGENTS) assert.equal(marks(agent).size === 1, isMobileAgent(agent), name);
  assert.deepEqual(
    AGENTS.filter(([, agent]) => marks(agent).size === 1).map(([name]) => name),
    ['Chrome on Android', 'Safari on iPhone', 'Safari on iPad', 'Kindle Silk', 'a desktop string whose client hints say mobile'],
  );
});

test("the step's copy of the mobile tokens is the kit's, to the letter", () => {
  assert.equal(MOBILE_AGENT.source, KIT_MOBILE_AGENT.source);
  assert.equal(MOBILE_AGENT.flags, KIT_MOBILE_AGENT.flags);
});

test("the pre-upgrade sheet's carousel row is the element's: its breakpoint, slide width and gap", () => {
  const upgrade = read('elements/flip-card/flip-card.upgrade.css');
  assert.match(upgrade, new RegExp(`@media \\(width <= ${FLIP_CARD_BREAKPOINT}px\\)`));
  assert.match(read('elements/flip-card/flip-card.css'), /--_vb-carousel-slide: 85%;/);
  assert.match(read('src/carousel.css'), /--_vb-carousel-gap: 0\.75rem;/);
  assert.match(upgrade, /flex: 0 0 calc\(85% \+ 0\.85 \* 0\.75rem\);/);
  assert.match(upgrade, /padding: 0 0 0 0\.75rem;/);
  assert.match(upgrade, /margin-inline-start: -0\.75rem;/);
});
