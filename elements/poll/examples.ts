import type { ElementExample } from '../../src/example.ts';

/** vb-poll's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `Answers from the <code>answers</code> attribute; the poll id is the question; the vote is remembered in the group <code>Polls</code>.`,
    html: `<vb-poll
  heading-level="3"
  question="Which evening suits you best for the community service project?"
  answers='[{ "voteid": 0, "text": "Tuesday" }, { "voteid": 1, "text": "Wednesday" }, { "voteid": 2, "text": "Thursday" }]'
></vb-poll>`,
  },
  {
    name: 'own-group-and-id',
    title: `Own group and poll id`,
    description: `Counted under <code>poll-id="youth-camp-2025"</code> and remembered in <code>group="Youth"</code>, so the question text can be edited or translated without losing the votes.`,
    html: `<vb-poll
  heading-level="3"
  question="Which week works best for youth camp?"
  poll-id="youth-camp-2025"
  group="Youth"
  answers='[{ "voteid": 0, "text": "The first week of July" }, { "voteid": 1, "text": "The last week of July" }, { "voteid": 2, "text": "The first week of August" }, { "voteid": 3, "text": "Any week is fine" }]'
></vb-poll>`,
  },
  {
    name: 'markup-answers-own-wording',
    title: `Answers as markup, own wording`,
    description: `A CMS-friendly form: the answers are list items with <code>data-voteid</code>, and every message is translated with wording attributes. Percentages follow the element's <code>lang</code>.`,
    html: `<vb-poll
  lang="es"
  heading-level="3"
  question="¿Te gustó la jornada de puertas abiertas?"
  poll-id="open-house-es"
  error-message="No pudimos contar tu voto. Inténtalo de nuevo."
  results-error-message="No pudimos cargar los resultados."
  voting-text="Contando tu voto…"
  loading-text="Cargando resultados…"
  thank-you-text="¡Gracias por votar!"
  results-label="Resultados"
  total-label="Votos en total: {count}"
  your-vote-label="Tu voto"
  retry-text="Reintentar"
>
  <ul>
    <li data-voteid="0">Sí, mucho</li>
    <li data-voteid="1">Estuvo bien</li>
    <li data-voteid="2">No mucho</li>
  </ul>
</vb-poll>`,
  },
  {
    name: 'returning-visitor',
    title: `A returning visitor (results shown)`,
    description: `The same poll as the default one, remembered in another group (<code>Demo: already voted</code>). <code>/demo/poll.js</code> writes a <code>pollVote</code> cookie as if this visitor had voted "Wednesday", so the poll reads the results (<code>vote: 10</code>) instead of showing the answers.`,
    html: `<vb-poll
  heading-level="3"
  question="Which evening suits you best for the community service project?"
  group="Demo: already voted"
  answers='[{ "voteid": 0, "text": "Tuesday" }, { "voteid": 1, "text": "Wednesday" }, { "voteid": 2, "text": "Thursday" }]'
></vb-poll>`,
  },
  {
    name: 'themed',
    title: `Themed with custom properties`,
    description: `A dark poll: the class <code>poll-demo-dark</code> (in <code>/demo/poll.css</code>) sets the shared <code>--vb-color-*</code> tokens and the poll's own <code>--vb-poll-*</code> properties.`,
    html: `<vb-poll
  class="poll-demo-dark"
  heading-level="3"
  question="How do you prefer to hear about activities?"
  poll-id="activity-news-channel"
  answers='[{ "voteid": 0, "text": "By email" }, { "voteid": 1, "text": "By text message" }, { "voteid": 2, "text": "On the website" }, { "voteid": 3, "text": "At church on Sunday" }]'
></vb-poll>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the poll renders into the page, so page CSS reaches inside: <code>/demo/poll.css</code> rounds the answer buttons through their <code>part</code> attributes.`,
    html: `<vb-poll
  render="light"
  class="poll-demo-pills"
  heading-level="3"
  question="Would you come to a Saturday morning hike?"
  poll-id="saturday-hike"
  answers='[{ "voteid": 0, "text": "Yes" }, { "voteid": 1, "text": "Maybe" }, { "voteid": 2, "text": "No" }]'
></vb-poll>`,
  },
];
