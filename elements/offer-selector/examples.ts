import type { ElementExample } from '../../src/example.ts';

export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Several offers, in a form`,
    description: `Checkboxes; <code>required</code>: at least one. The form submits <code>offerType</code>, <code>oItemId</code> and <code>sourceId</code>.`,
    html: `<form class="demo-form" action="/demo/offer-selector.html" method="get">
  <vb-offer-selector
    required
    label="What would you like?"
    offer-count="3"
    offers='[{ "label": "A visit from missionaries", "offerType": "missionary-visit", "oItemId": "101", "sourceId": "web-visit", "description": "They bring a message of Jesus Christ to your home." }, { "label": "A free copy of the Book of Mormon", "offerType": "book-of-mormon", "oItemId": "102", "sourceId": "web-bom" }, { "label": "A church tour", "offerType": "church-tour", "oItemId": "103", "sourceId": "web-tour" }]'
  ></vb-offer-selector>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'single',
    title: `One offer (radios), one preselected`,
    description: `<code>multiple="false"</code> and <code>value="202"</code>.`,
    html: `<vb-offer-selector
  multiple="false"
  value="202"
  label="How should we deliver it?"
  offer-count="2"
  offers='[{ "label": "Delivered by missionaries", "offerType": "book-delivery", "oItemId": "201", "sourceId": "web-delivery" }, { "label": "By mail", "offerType": "book-mail", "oItemId": "202", "sourceId": "web-mail" }]'
></vb-offer-selector>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Nothing can be selected and nothing is submitted.`,
    html: `<vb-offer-selector disabled label="Offers" value="301" offers='[{ "label": "A visit", "offerType": "missionary-visit", "oItemId": "301", "sourceId": "web" }]'></vb-offer-selector>`,
  },
];
