import type { ElementExample } from '../../src/example.ts';

/** vb-address-block's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'united-states',
    title: `United States (autocomplete and verification)`,
    description: `Type <code>500 main st</code>: the list offers addresses (Up/Down, Enter). On submit the address is verified; <code>500 Mian St, Provp, UT</code> opens the modal with the suggestion.`,
    html: `<form class="demo-form" action="/demo/address-block.html" method="get">
  <vb-address-block country="US" required></vb-address-block>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'international-verified',
    title: `International, verified (Germany)`,
    description: `<code>verified-countries="DEU,FRA,GBR"</code>: the address is one line, with suggestions from the international service; city, state, ZIP and the second line are hidden. <code>preciselyik</code> is called on first focus. Try <code>Blumenallee 5, Berlin</code>.`,
    html: `<form class="demo-form" action="/demo/address-block.html" method="get">
  <vb-address-block country="DEU" verified-countries="DEU,FRA,GBR" label="Adresse" verified-street-label="Adresse (Straße, Hausnummer, Ort)"></vb-address-block>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'all-minus-excluded',
    title: `Every country verified but some`,
    description: `<code>verified-countries="ALL" excluded-countries="CAN,MEX"</code>: Canada and Mexico are plain (no verification), every other country is verified.`,
    html: `<vb-address-block country="CAN" verified-countries="ALL" excluded-countries="CAN,MEX"></vb-address-block>`,
  },
  {
    name: 'plain',
    title: `Plain country (no verification)`,
    description: `A country outside the verified list: street, second line, city, state (the list for Canada loads, so it is required) and postcode, checked like native inputs.`,
    html: `<vb-address-block country="CA" required label="Mailing address"></vb-address-block>`,
  },
  {
    name: 'no-state-list',
    title: `A country without a state list`,
    description: `Aruba has no state file: the state group is hidden and not required.`,
    html: `<vb-address-block country="ABW" label="Address in Aruba"></vb-address-block>`,
  },
  {
    name: 'throttled',
    title: `Autocomplete throttling`,
    description: `<code>autocomplete-mode="char" char-interval="3" min-chars="4" strike-limit="2"</code>: a call every 3 characters after the first 4; two answers without suggestions stop autocomplete. Other modes: <code>off</code>, <code>time</code> (with <code>time-interval</code>), <code>unconstrained</code>.`,
    html: `<vb-address-block country="US" autocomplete-mode="char" char-interval="3" min-chars="4" strike-limit="2"></vb-address-block>`,
  },
  {
    name: 'disabled',
    title: `Disabled, with a start value`,
    description: `<code>disabled</code> and <code>value</code>: nothing can be changed and nothing is submitted.`,
    html: `<vb-address-block country="US" value="500 Main St" disabled hint="Your address is on file."></vb-address-block>`,
  },
];
