import type { ElementExample } from '../../src/example.ts';

/** vb-chat's examples: the demo page, the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default: the reference chat, in the corner`,
    description: `A bare element: the launcher floats in the bottom corner and opens the reference server's own chat page (a pretend support chat). Send a message, then press <em>Leave chat</em> in the frame: it posts <code>left_message</code> and the panel closes. Reload the page while the chat is open: it opens again (session).`,
    html: `<vb-chat adobe-id="demo-visitor-1"></vb-chat>`,
  },
  {
    name: 'inline',
    title: `Inline, own wording (Spanish)`,
    description: `<code>placement="inline"</code> keeps the launcher where the element is; every text is an attribute, and <code>language</code> sets the chat's <code>lang</code>.`,
    html: `<vb-chat
  placement="inline"
  language="es"
  launcher-label="Chatea con nosotros"
  heading="Chat"
  close-label="Cerrar el chat"
  frame-title="Chat con un voluntario"
></vb-chat>`,
  },
  {
    name: 'hidden-until-shown',
    title: `Hidden until the page shows it`,
    description: `<code>visible="false"</code>: nothing shows (state hidden) until the attribute is removed; once shown, the chat shows on every page of the session (so after a reload of this page it shows at once: the chat above set the flag).`,
    html: `<vb-chat id="chat-later" placement="inline" visible="false"></vb-chat>`,
    demoHtml: `<p class="demo-actions">
  <button type="button" class="demo-button" data-demo-show-chat="chat-later">Show the chat</button>
  <button type="button" class="demo-button" data-demo-forget-chat>Forget this session's chat flags and reload</button>
</p>`,
  },
];
