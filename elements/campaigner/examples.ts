import type { ElementExample } from '../../src/example.ts';

/** vb-campaigner's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Shown to everyone, with a link that carries the campaign on`,
    description: `<code>mode="always-display"</code>: everyone sees it. The link gets the visitor's campaign id as <code>cid</code> when they have one (arrive with <a href="?cid=10#example-default">?cid=10</a>).`,
    html: `<vb-campaigner mode="always-display" link="/demo/stepped-form.html" link-text="Request a visit">
  <p>Missionaries in your area would love to visit you and answer your questions.</p>
</vb-campaigner>`,
  },
  {
    name: 'dynamic',
    title: `Only for the visitors of a campaign`,
    description: `<code>campaign-ids="10, 24"</code>: shown when the visitor's <code>cid</code> cookie is 10 or 24. Try <a href="?cid=24#example-dynamic">?cid=24</a> (the start-up stores it) and <a href="?cid=99#example-dynamic">?cid=99</a>.`,
    html: `<vb-campaigner campaign-ids="10, 24">
  <p>Welcome! You came from our Easter invitation: join us for the Easter service on Sunday at 10:00.</p>
</vb-campaigner>`,
  },
  {
    name: 'unit',
    title: `For a campaign in some units only`,
    description: `<code>unit="52167"</code> with <code>unit-ids="52167, 81434"</code>: campaign 24's visitors see it on this unit's page; on another unit's page (not in the list) they do not.`,
    html: `<vb-campaigner campaign-ids="24" unit-ids="52167, 81434" unit="52167">
  <p>This congregation takes part in the open-house campaign: tours every Saturday from 10:00 to 14:00.</p>
</vb-campaigner>`,
  },
];
