import type { ElementExample } from '../../src/example.ts';

/** vb-church-product-filter's examples: the demo page, the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `One language`,
    description: `Codes only: the browser names each language in the page language (<code>Intl.DisplayNames</code>). A native select, so every keyboard and screen reader knows it.`,
    html: `<vb-church-product-filter languages='["en","es","fr","pt","to","sm"]'></vb-church-product-filter>`,
  },
  {
    name: 'markup-options',
    title: `Options in the markup`,
    description: `<code>&lt;option&gt;</code> elements inside the tag, as a CMS writes them: each language by its own name, Spanish preselected.`,
    html: `<vb-church-product-filter label="Language of the meeting">
  <option value="en">English</option>
  <option value="es" selected>Español</option>
  <option value="fr">Français</option>
  <option value="ko">한국어</option>
</vb-church-product-filter>`,
  },
  {
    name: 'filter-a-list',
    title: `Several languages, filtering a list`,
    description: `<code>multiple</code> and <code>target</code>: checkboxes, and the items of <code>#congregations</code> marked with another <code>data-vb-language</code> are hidden; the count is announced.`,
    html: `<vb-church-product-filter multiple target="congregations" languages='["en","es","to"]'></vb-church-product-filter>
<ul id="congregations">
  <li data-vb-language="en">Provo 1st Ward</li>
  <li data-vb-language="es">Provo 1st Ward (Spanish)</li>
  <li data-vb-language="to">Provo Tongan Ward</li>
  <li data-vb-language="en,es">Provo YSA 2nd Ward (English and Spanish)</li>
  <li>Provo Family History Centre (every language)</li>
</ul>`,
  },
  {
    name: 'url-param',
    title: `Kept in the address`,
    description: `<code>url-param="languages"</code>: choosing Spanish makes the address say <code>?languages=es</code> without a new history entry; opening the page with it chooses Spanish.`,
    html: `<vb-church-product-filter url-param="languages" languages='["en","es","fr"]'></vb-church-product-filter>`,
  },
  {
    name: 'several-first-values',
    title: `A first value of several languages`,
    description: `<code>value="es,fr"</code> on a single-language filter starts on all languages (spec: the initial value uses the single selected language); with <code>multiple</code> both are checked.`,
    html: `<vb-church-product-filter value="es,fr" languages='["en","es","fr"]'></vb-church-product-filter>
<vb-church-product-filter multiple value="es,fr" languages='["en","es","fr"]'></vb-church-product-filter>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish page)`,
    description: `Every text is an attribute with an English default; in a <code>lang="es"</code> section the languages are named in Spanish.`,
    html: `<div lang="es">
  <vb-church-product-filter label="Idioma" all-label="Todos los idiomas" languages='["en","es","fr","pt"]'></vb-church-product-filter>
</div>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the controls are in the page, so page CSS reaches them through their <code>vb-church-product-filter__*</code> classes.`,
    html: `<vb-church-product-filter render="light" multiple languages='["en","es"]'></vb-church-product-filter>`,
  },
];
