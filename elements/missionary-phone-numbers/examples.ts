import type { ElementExample } from '../../src/example.ts';

/** vb-missionary-phone-numbers' examples (units of the reference server's generated data). */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `One unit`,
    description: `Provo 1st Ward (Spanish): its first number, grouped for reading, as a tap-to-call link.`,
    html: `<vb-missionary-phone-numbers unit-ids="378885"></vb-missionary-phone-numbers>`,
  },
  {
    name: 'several-units',
    title: `Several units, every number`,
    description: `<code>show-all</code> lists each unit's numbers; Provo Canyon View 1st Ward has two. Provo Heritage 1st Ward has none of its own and shows its parent unit's (the server retries with the parent).`,
    html: `<vb-missionary-phone-numbers unit-ids="375342,365309,365336" show-all line-count="5"></vb-missionary-phone-numbers>`,
  },
  {
    name: 'national',
    title: `National format, own label`,
    description: `<code>format="national"</code> for a page whose visitors are in the same country; the link still dials the full number. The long label puts the number on a second line on a phone: <code>line-count="2"</code> keeps that room from the start.`,
    html: `<vb-missionary-phone-numbers unit-ids="378980" format="national" label="Call or text the missionaries:" line-count="2"></vb-missionary-phone-numbers>`,
  },
  {
    name: 'parent-pairs',
    title: `Unit and parent pairs`,
    description: `<code>units</code> gives each unit with its parent: a unit with no numbers (a branch in Argentina) shows its parent's.`,
    html: `<vb-missionary-phone-numbers units='[{"unit":"135191","parent":"135108"}]'></vb-missionary-phone-numbers>`,
  },
  {
    name: 'empty-message',
    title: `No number: a message`,
    description: `A unit with no numbers (and no parent with any): <code>empty-message</code> is shown; without it the element shows nothing. A failing service says so instead, with <code>error-message</code>. The message takes two lines on a phone, hence <code>line-count="2"</code>.`,
    html: `<vb-missionary-phone-numbers unit-ids="135191" empty-message="No missionary phone number is listed for this congregation." line-count="2"></vb-missionary-phone-numbers>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `Every text is an attribute with an English default.`,
    html: `<vb-missionary-phone-numbers lang="es" unit-ids="378980" label="Misioneros:" loading-text="Cargando teléfonos…" empty-message="No hay teléfono." error-message="No se pudieron cargar los teléfonos."></vb-missionary-phone-numbers>`,
  },
];
