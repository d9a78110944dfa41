import type { ElementExample } from '../../src/example.ts';

/** vb-check-box's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A consent box`,
    description: `<code>required</code>: the form is not sent until it is checked.`,
    html: `<vb-check-box name="consent" value="yes" label="I agree that the missionaries may contact me." required></vb-check-box>`,
  },
  {
    name: 'conditional-email',
    title: `Subscribe by email: makes the email required`,
    description: `<code>conditional-field="cb-email"</code>: checked, the email field is required (and marked <code>data-vb-required-by</code>); unchecked, it is optional again. Named <code>subscriptions</code>, the box is sent as <code>emailSubscription</code>.`,
    html: `<form class="cb-demo-form" action="/demo/check-box.html" method="get">
  <label for="cb-email">Email</label>
  <input id="cb-email" name="email" type="email" autocomplete="email">
  <vb-check-box name="subscriptions" value="true" conditional-field="cb-email" label="Send me news by email" hint="About once a month. You can stop at any time."></vb-check-box>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'conditional-phone',
    title: `Subscribe by text message: sent as phoneSubscription`,
    description: `The target is a phone field (<code>type="tel"</code> here; <code>vb-phone-field</code> as well), so the box named <code>subscriptions</code> is sent as <code>phoneSubscription</code>.`,
    html: `<form class="cb-demo-form" action="/demo/check-box.html" method="get">
  <label for="cb-phone">Mobile number</label>
  <input id="cb-phone" name="phone" type="tel" autocomplete="tel">
  <vb-check-box name="subscriptions" value="true" conditional-field="cb-phone" label="Send me reminders by text message"></vb-check-box>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'checked-disabled',
    title: `Checked, and disabled`,
    description: `<code>checked</code> starts it checked (form reset goes back to that); <code>disabled</code> keeps it out of the form.`,
    html: `<vb-check-box name="newsletter" label="Newsletter (already subscribed)" checked disabled></vb-check-box>`,
  },
  {
    name: 'own-wording',
    title: `Own wording`,
    description: `Label and message from attributes; here in French.`,
    html: `<vb-check-box lang="fr" name="consent" label="J'accepte d'être contacté." required required-message="Veuillez cocher cette case pour continuer."></vb-check-box>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> page CSS reaches the label through its <code>part</code> (<code>/demo/check-box.css</code>).`,
    html: `<vb-check-box render="light" class="cb-demo-bold" name="reminder" label="Remind me the day before"></vb-check-box>`,
  },
];
