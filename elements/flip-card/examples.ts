import type { ElementExample } from '../../src/example.ts';

const cards = `  <div>
    <h3>Prayer</h3>
    <p>Talk with God as with a loving Father, anywhere and at any time.</p>
    <p><a href="/demo/">How to pray</a></p>
  </div>
  <div>
    <h3>Scripture</h3>
    <p>Read a few verses each day and ask what they mean for you.</p>
  </div>
  <div>
    <h3>Service</h3>
    <p>Help a neighbour this week: a meal, a visit, a lift to the shop.</p>
  </div>
  <div>
    <h3>Gathering</h3>
    <p>Worship with others on Sunday; everyone is welcome.</p>
  </div>`;

/** vb-flip-card's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A stack of cards to flip`,
    description: `Four cards: a click, Enter or Space flips the top card to the back and moves focus to the next one. On a phone or tablet up to 1024 px wide the cards are a row to swipe (10 px before a press drags), with previous/next hidden at the ends.`,
    html: `<vb-flip-card label="Four small habits">
${cards}
</vb-flip-card>`,
  },
  {
    name: 'shuffle',
    title: `Shuffled when it scrolls into view, or by a remote trigger`,
    description: `With shuffle the stack is put in a random order the first time it comes into view; the link below sends its remote trigger, which shuffles it again.`,
    html: `<vb-flip-card label="Habits, shuffled" shuffle trigger-id="shuffle-habits">
${cards}
</vb-flip-card>
<p><a href="#shuffle-habits">Shuffle the cards</a></p>`,
  },
];
