import type { ElementExample } from '../../src/example.ts';

/** vb-card-stack's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `Each child element is a card. Next, Previous, the arrow keys, a swipe or a click on the top card move the stack; the position is announced.`,
    html: `<vb-card-stack label="Ways to serve">
  <article><h3>Visit a neighbour</h3><p>Take a meal or a kind word to someone who lives alone.</p></article>
  <article><h3>Help at the food bank</h3><p>Sort and pack food on a Saturday morning.</p></article>
  <article><h3>Teach a class</h3><p>Share a skill you have with the youth of your congregation.</p></article>
  <article><h3>Clean up a park</h3><p>Join a neighbourhood crew for an hour of litter picking.</p></article>
  <article><h3>Read to children</h3><p>Volunteer at the library's story hour.</p></article>
  <article><h3>Welcome newcomers</h3><p>Greet visitors at the door and sit with them.</p></article>
</vb-card-stack>`,
  },
  {
    name: 'cover',
    title: `With a cover`,
    description: `With <code>cover</code> the first card is a cover: the position reads <code>cover-text</code> on it and counts only the cards after it.`,
    html: `<vb-card-stack cover label="Questions about the Sabbath" cover-text="Start here">
  <div><h3>Questions about the Sabbath</h3><p>Click the card, swipe it or press Next to begin.</p></div>
  <div><h3>Why rest one day a week?</h3><p>A day set apart to rest, worship and be with family.</p></div>
  <div><h3>What happens at church?</h3><p>A sacrament meeting of about an hour, then classes.</p></div>
  <div><h3>Can I come as I am?</h3><p>Yes. Everyone is welcome.</p></div>
</vb-card-stack>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, started part way`,
    description: `Every text is an attribute, for translated pages; <code>index="2"</code> starts at the third card (the element writes <code>index</code> back as the visitor moves).`,
    html: `<vb-card-stack
  lang="es"
  index="2"
  label="Tarjetas"
  previous-label="Anterior"
  next-label="Siguiente"
  restart-label="Volver a empezar"
  position-text="Tarjeta {index} de {count}"
>
  <div><h3>Uno</h3><p>La primera tarjeta.</p></div>
  <div><h3>Dos</h3><p>La segunda tarjeta.</p></div>
  <div><h3>Tres</h3><p>La tercera tarjeta.</p></div>
</vb-card-stack>`,
  },
  {
    name: 'reset-by-trigger',
    title: `Back to the first card from a link`,
    description: `A link to the stack's <code>id</code> (a remote trigger) moves it back to its first card, as does setting <code>el.index = 0</code>.`,
    html: `<vb-card-stack id="card-stack-steps" index="1" label="Steps">
  <div><h3>Step 1</h3><p>Find a meetinghouse near you.</p></div>
  <div><h3>Step 2</h3><p>Choose a Sunday.</p></div>
  <div><h3>Step 3</h3><p>Come and say hello.</p></div>
</vb-card-stack>
<p><a href="#card-stack-steps">Back to step 1</a></p>`,
  },
  {
    name: 'themed',
    title: `Themed with custom properties`,
    description: `The class <code>card-stack-demo-warm</code> (in <code>/demo/card-stack.css</code>) sets the stack's <code>--vb-card-stack-*</code> properties.`,
    html: `<vb-card-stack class="card-stack-demo-warm" label="Family history ideas">
  <div><h3>Ask a grandparent</h3><p>Record a story about their childhood.</p></div>
  <div><h3>Label old photos</h3><p>Write names and dates on the back while someone still remembers.</p></div>
  <div><h3>Start a tree</h3><p>Begin with yourself and work back one generation at a time.</p></div>
</vb-card-stack>`,
  },
];
