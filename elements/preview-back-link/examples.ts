import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'default',
    title: `A note and a link back`,
    description: `Shown on a host whose name contains <code>preview</code>, or with <code>?previewback=true</code> in the address (<a href="?previewback=true">open this page with it</a>); elsewhere nothing shows.`,
    html: `<vb-preview-back-link href="/demo/" link-text="Back to the editor">
  <p>You are viewing a preview of this page.</p>
</vb-preview-back-link>`,
  },
  {
    name: 'history',
    title: `Back in the browser history`,
    description: `Without <code>href</code>, the banner has a button that goes back to the previous page.`,
    html: `<vb-preview-back-link label="Page preview">
  <p>Preview: changes are not published yet.</p>
</vb-preview-back-link>`,
  },
];
