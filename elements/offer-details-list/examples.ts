import type { ElementExample } from '../../src/example.ts';

export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Questions, in a form`,
    description: `A text question, a checkbox question (required) and a radio question. The form submits <code>offerDetails</code> and <code>note</code>. Page CSS reserves the list's height before the script runs (<code>--vb-offer-details-list-reserved-height</code> in <code>/demo/offer-details-list.css</code>).`,
    html: `<form class="demo-form" action="/demo/offer-details-list.html" method="get">
  <vb-offer-details-list
    class="odl-demo-questions"
    label="A few questions"
    questions='[{ "id": "topic", "question": "What would you like to learn about?", "questionId": 11 }, { "id": "days", "question": "Which days suit you?", "type": "checkbox", "options": ["Monday", "Wednesday", "Saturday"], "required": true }, { "id": "lang", "question": "Preferred language?", "type": "radio", "options": ["English", "Spanish"] }]'
  ></vb-offer-details-list>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Nothing can be answered and nothing is submitted.`,
    html: `<vb-offer-details-list disabled label="Questions" questions='[{ "question": "Anything we should know?" }]'></vb-offer-details-list>`,
  },
];
