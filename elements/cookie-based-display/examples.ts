import type { ElementExample } from '../../src/example.ts';

/** vb-cookie-based-display's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A notice the visitor can close for good`,
    description: `<code>cookie="cbd-welcome-closed"</code> <code>negate</code>: shown until that cookie is set; <code>dismiss-label</code> adds the button that sets it for 365 days, so it stays closed on every page.`,
    html: `<vb-cookie-based-display cookie="cbd-welcome-closed" negate dismiss-label="Close this notice" data-vb-shown>
  <p>New here? Services start at 10:00 on Sundays, and everyone is welcome.</p>
</vb-cookie-based-display>`,
    demoHtml: `<p class="cbd-demo-buttons"><button type="button" data-cbd-clear="cbd-welcome-closed">Show it again (clear the cookie)</button></p>`,
  },
  {
    name: 'value',
    title: `Shown while a cookie is set to a value`,
    description: `<code>cookie="cbd-language"</code> <code>value="es"</code>: shown while that cookie says <code>es</code>. The buttons below set and clear it; the content follows without a reload.`,
    html: `<vb-cookie-based-display cookie="cbd-language" value="es">
  <p lang="es">Bienvenidos: los servicios en español son los domingos a las 12:00.</p>
</vb-cookie-based-display>`,
    demoHtml: `<p class="cbd-demo-buttons"><button type="button" data-cbd-set="cbd-language=es">Set cbd-language=es</button> <button type="button" data-cbd-clear="cbd-language">Clear it</button></p>`,
  },
  {
    name: 'any-value',
    title: `Shown while a cookie is set at all`,
    description: `No <code>value</code>: any non-empty value shows it. Here <code>cid</code>, the visitor identifier a campaign link (<code>?cid=...</code>) sets.`,
    html: `<vb-cookie-based-display cookie="cid">
  <p>Thanks for following our invitation: ask for a visit and we will be in touch.</p>
</vb-cookie-based-display>`,
  },
];
