// The element list test/support/elements-plugin.mjs builds from elements/*/meta.ts.
declare module 'virtual:vb-elements' {
  import type { ElementMeta } from '../../src/define-element.ts';
  import type { ElementExample } from '../../src/example.ts';

  export interface ElementUnderTest {
    /** Folder name; the tag is vb-<name>. */
    name: string;
    meta: ElementMeta<object>;
    examples: readonly ElementExample[];
  }
  export const elements: readonly ElementUnderTest[];
}
