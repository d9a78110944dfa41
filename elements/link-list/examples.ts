import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'default',
    title: `A section's pages, this one marked current`,
    description: `Each link has <code>data-link</code>; the one whose address is this page's origin plus path gets <code>aria-current="page"</code> (screen readers say "current page") and <code>data-vb-current</code>, which <code>/demo/link-list.css</code> styles.`,
    html: `<vb-link-list label="Blocks in this demo">
  <ul>
    <li><a data-link href="/demo/small-call-to-action.html">Small call to action</a></li>
    <li><a data-link href="/demo/link-list.html">Link list</a></li>
    <li><a data-link href="/demo/jumbo-call-to-action.html">Jumbo call to action</a></li>
  </ul>
</vb-link-list>`,
  },
  {
    name: 'data-link-address',
    title: `The address in data-link`,
    description: `<code>data-link="/demo/link-list.html"</code> names the address to compare when the <code>href</code> carries more (here a query): the item is current on this page.`,
    html: `<vb-link-list label="Related">
  <ul>
    <li><a data-link="/demo/link-list.html" href="/demo/link-list.html?from=related">This page, with a query</a></li>
    <li><a data-link href="/demo/index.html">All blocks</a></li>
  </ul>
</vb-link-list>`,
  },
];
