import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'drawers',
  family: 'content',
  description:
    'Drawers (an accordion) written in plain HTML: each child heading at the level of the first one (e.g. every h3) starts a ' +
    'drawer and the nodes after it, up to the next such heading, are its panel. The heading id is the trigger id: a URL fragment equal to it opens the ' +
    'drawer, scrolls to it and focuses its button. Optional only-one-open, only-once, tracked (remembered in local storage) and ' +
    'a form variant whose sections must be valid before a later one opens. Renders in light DOM by default so page CSS and ' +
    "fragment links reach the content; the author's nodes are kept (same ids and listeners). A link to a drawer puts its id " +
    'in the address; window.visitorBlocks.reinit() reads the content again and re-applies the fragment and open markers. ' +
    'Host state for page CSS: data-vb-open-count (open drawers) and, when tracked, data-vb-progress (done/total); each drawer ' +
    'box carries data-vb-open, data-vb-visited, data-vb-validated and data-vb-locked, and light-DOM classes vb-drawers__<part>.',
  render: 'light',
  props: {
    onlyOneOpen: {
      type: 'boolean',
      default: false,
      description: 'Opening a drawer closes the others.',
    },
    onlyOnce: {
      type: 'boolean',
      default: false,
      description:
        'A drawer, once opened, stays open: its button no longer closes it (aria-disabled="true"). With only-one-open, opening ' +
        'another drawer still closes it: an accordion that always keeps one drawer open.',
    },
    tracked: {
      type: 'boolean',
      default: false,
      description:
        'Remember each drawer the visitor opens in local storage (key track-{trigger id}, value opened) and mark drawers opened ' +
        "before, now or on an earlier visit, as viewed. Needs an id on each heading. The page's progress is kept as " +
        'track-{path} = opened/total (e.g. "2/5", all tracked drawers on the page), shown on the host as data-vb-progress and ' +
        'announced by vb-drawers-progress.',
    },
    variant: {
      type: 'string',
      default: 'default' as const,
      choices: ['default', 'form'] as const,
      description:
        '"default", or "form": each panel is a form section. A drawer opens only when every earlier drawer\'s fields pass native ' +
        'constraint validation; otherwise the first invalid section opens and its first invalid field is reported and focused. ' +
        'Each drawer carries a validated flag (data-vb-validated, part drawer-validated, a check mark) that follows the input.',
    },
    opened: {
      type: 'json',
      default: [] as (string | number)[],
      description:
        'The open drawers, as a JSON list of trigger ids (or 0-based indexes for headings without an id), e.g. ["visit"]. As an ' +
        'attribute: drawers open at start. As a property: set it to open and close drawers (the only-one-open and only-once rules ' +
        'apply, form validation does not); read it for the drawers open now.',
    },
    visitedText: {
      type: 'string',
      default: 'viewed',
      description: 'Marker shown on a tracked drawer the visitor opened before (also read by screen readers with the title).',
    },
    validatedText: {
      type: 'string',
      default: 'completed',
      description: 'Screen-reader text of the check mark on a form drawer whose fields are all valid.',
    },
  },
  events: {
    'vb-drawers-toggle': {
      description:
        'A drawer opened or closed after start-up: by the visitor (user), a URL fragment or a link to it (fragment), ' +
        'find-in-page (find), the opened property (property), a remote-trigger message for its id (trigger), or form validation ' +
        'showing an unfinished section (validation). Drawers closed by only-one-open report the cause of the opening. id is ' +
        'the trigger id ("" when the heading has none).',
      detail: "{ id: string; open: boolean; index: number; cause: 'user' | 'fragment' | 'find' | 'property' | 'trigger' | 'validation' }",
    },
    'vb-drawers-validated': {
      description: "Form variant: a drawer's validated flag changed (all its fields valid, or not any more).",
      detail: '{ id: string; valid: boolean; index: number }',
    },
    'vb-drawers-progress': {
      description:
        "Tracked drawers: the page's reading progress changed (a drawer opened for the first time, or drawers were added). done " +
        'of total drawers with a trigger id were ever opened, over every tracked drawers element on the page; key is the ' +
        'local-storage key it is kept under, track-{path}, whose value reads "done/total".',
      detail: '{ done: number; total: number; key: string }',
    },
  },
  slots: {
    '':
      'The drawers: a heading (h1-h6; the first one sets the level, e.g. h3) followed by its panel (preferably one <div>), repeated. ' +
      'An id on the heading is the trigger id; open (or data-open) on a heading or panel opens it at start. Content before the ' +
      'first heading is shown above the drawers.',
  },
  parts: {
    drawers: 'The bordered list of drawers.',
    intro: 'Wrapper of the content before the first heading (only when there is some).',
    drawer: 'One drawer (header and panel). Also drawer-open, drawer-visited, drawer-validated and drawer-locked by state.',
    header: 'The role="heading" wrapper of the button, at the level of the author\'s headings.',
    button: 'The button that opens and closes the drawer (aria-expanded, aria-controls).',
    title: "Holds the author's heading inside the button.",
    icon: 'The chevron (decorative); points down when closed, up when open; hidden while the drawer cannot be closed.',
    'visited-mark': 'The "viewed" marker of a tracked drawer opened before.',
    'validated-mark': 'The check mark of a valid form drawer.',
    panel: 'The panel (role="region" labelled by the title, unless more than 6 drawers can be open at once); hidden while closed.',
    content: "The panel's padded box, holding the author's panel content.",
  },
  cssProperties: {
    '--vb-drawers-border-color': 'Border colour around and between drawers (default --vb-color-border, #c4c8cf).',
    '--vb-drawers-header-background': "Background of a closed drawer's button (default --vb-color-background, #ffffff).",
    '--vb-drawers-header-background-open': "Background of an open or hovered drawer's button (default --vb-color-surface, #f4f5f7).",
    '--vb-drawers-header-color': 'Text colour of the button (default --vb-color-text, #1a1a1a).',
    '--vb-drawers-header-padding': 'Padding of the button (default 0.75rem 1rem).',
    '--vb-drawers-font-size': 'Font size of the title (default 1.125rem).',
    '--vb-drawers-panel-padding': 'Padding of the panel content (default 1rem).',
    '--vb-drawers-icon-color': 'Colour of the chevron (default --vb-color-primary, #1f5ea8).',
    '--vb-drawers-visited-color': 'Colour of the "viewed" marker (default --vb-color-muted, #595959).',
    '--vb-drawers-validated-color': 'Colour of the check mark (default --vb-color-success, #1e6b34).',
    '--vb-drawers-scroll-margin': 'Space kept above a drawer scrolled to from a fragment, e.g. the height of a sticky page header (default 1rem).',
  },
});
