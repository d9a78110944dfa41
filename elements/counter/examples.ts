import type { ElementExample } from '../../src/example.ts';

/** vb-counter's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'giving',
    title: `A giving counter`,
    description: `A <code>limit</code> above 0 adds a button: the visitor is counted once (the button stays disabled) and the server stops at the limit.`,
    html: `<vb-counter
  group="giving"
  counter-id="hygiene-kits"
  label="hygiene kits pledged"
  limit="500"
  increment-text="Pledge a kit"
  counted-text="Thank you for your pledge."
  link="/demo/index.html"
  link-text="How the kits are used"
></vb-counter>`,
  },
  {
    name: 'default',
    title: `A shared count`,
    description: `The count of <code>counter-id="service-hours"</code> in the group <code>counters</code>, read when it comes into view and every 10 seconds while it stays there.`,
    html: `<vb-counter counter-id="service-hours" label="hours of service given this year"></vb-counter>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, more digits`,
    description: `Every text is an attribute; the number follows the element's <code>lang</code> for the words read to assistive technology, and <code>min-digits="5"</code> shows five wheels.`,
    html: `<vb-counter
  lang="es"
  group="giving"
  counter-id="comidas"
  label="comidas servidas"
  limit="10000"
  min-digits="5"
  increment-text="Yo ayudé"
  counted-text="¡Gracias! Ya te contamos."
  goal-text="Meta: {limit}"
  error-message="No pudimos contarte. Inténtalo de nuevo."
  read-error-message="No pudimos cargar la cuenta."
></vb-counter>`,
  },
];
