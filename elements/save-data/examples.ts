import type { ElementExample } from '../../src/example.ts';

/** vb-save-data's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Plain inputs, a choice and a list`,
    description: `Native inputs keep their values too: text, a select, radio buttons and checkboxes. The password and the card number never are kept.`,
    html: `<vb-save-data cookie="sd-preferences">
  <form class="sd-demo-form" method="get">
    <label>Town or city <input name="city" autocomplete="address-level2"></label>
    <label>Language
      <select name="language">
        <option value="en">English</option>
        <option value="es">Español</option>
        <option value="fr">Français</option>
      </select>
    </label>
    <fieldset>
      <legend>Contact me by</legend>
      <label><input type="radio" name="contact" value="email"> Email</label>
      <label><input type="radio" name="contact" value="text"> Text message</label>
    </fieldset>
    <label><input type="checkbox" name="updates" value="yes"> Send me news of events</label>
    <label>Password <input type="password" name="password" autocomplete="new-password"></label>
    <label>Card number <input name="card" autocomplete="cc-number" inputmode="numeric"></label>
  </form>
</vb-save-data>`,
    demoHtml: `<p class="sd-demo-buttons"><button type="button" class="demo-outline-button" data-sd-clear="vb-save-data sd-preferences">Forget the kept values (clear the cookies)</button></p>`,
  },
  {
    name: 'form-fields',
    title: `Contact details kept for the next visit`,
    description: `Fill in the fields and reload the page: they come back (for 365 days, in the <code>vb-save-data</code> cookie). The phone number is marked <code>sensitive</code>, so it never is.`,
    html: `<vb-save-data>
  <form class="sd-demo-form" method="get">
    <vb-text-field name="firstName" label="First name" autocomplete="given-name"></vb-text-field>
    <vb-email-field name="email" label="Email"></vb-email-field>
    <vb-text-field name="phone" label="Phone (not kept)" type="tel" autocomplete="tel" sensitive></vb-text-field>
  </form>
</vb-save-data>`,
  },
];
