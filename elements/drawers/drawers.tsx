/**
 * vb-drawers: an accordion built from the author's own markup (WAI-ARIA APG accordion pattern).
 *
 * The author writes pairs of heading + panel as plain HTML. The first h1-h6 child fixes the
 * drawer heading level; every child heading of that level starts a drawer and the nodes after
 * it, up to the next such heading, are its panel. The author's nodes are kept (same nodes, ids
 * and listeners): in light mode they are moved into the rendered structure, in shadow mode
 * they stay children of the host and get slot names. Either way the rendered structure is
 *
 *   div[part=drawer] > div[role=heading][aria-level] > button[aria-expanded] > span[part=title] > (author heading, role=none)
 *                    > div[part=panel][role=region]  > div[part=content]    > (author panel nodes)
 *
 * The parsing and state rules are in drawers-logic.ts; each concern is one hook (use-*.ts).
 */
import { useInsertionEffect, useRef } from 'react';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { MAX_REGION_PANELS, type DrawersEvents, type DrawersProps } from './drawers-logic.ts';
import { INTRO_SLOT, useAuthorDrawers, useHeadingsAsText, usePlaceAuthorNodes } from './use-author-drawers.ts';
import { useDrawerButtons } from './use-drawer-buttons.ts';
import { useDrawerNavigation } from './use-drawer-navigation.ts';
import { useDrawerPanels } from './use-drawer-panels.ts';
import { useDrawerState, type DrawerOpening } from './use-drawer-state.ts';
import { useDrawerTracking } from './use-drawer-tracking.ts';
import { useFormDrawers } from './use-form-drawers.ts';

/** React keys that follow the author's heading (its identity) across re-parses. */
const keys = new WeakMap<Node, number>();
let nextKey = 0;
function keyOf(heading: Node): number {
  let key = keys.get(heading);
  if (key === undefined) {
    key = ++nextKey;
    keys.set(heading, key);
  }
  return key;
}

const C = 'vb-drawers';
function cls(part: string, modifiers: Record<string, boolean> = {}): string {
  return [
    `${C}__${part}`,
    ...Object.entries(modifiers)
      .filter(([, on]) => on)
      .map(([name]) => `${C}__${part}--${name}`),
  ].join(' ');
}

export function Drawers(props: DrawersProps) {
  const { onlyOneOpen, onlyOnce, tracked, variant, visitedText, validatedText } = props;
  const host = useHost();
  const emit = useEmit<DrawersEvents>();
  const isForm = variant === 'form';
  const base = useDomId();
  const author = useAuthorDrawers(host);
  const { intro, drawers } = author;
  const opening = useRef<DrawerOpening>({ willOpen: () => {}, afterOpen: () => {} });
  const [state, control] = useDrawerState(host, props, drawers, emit, opening);
  const form = useFormDrawers(control, isForm);
  const tracking = useDrawerTracking(control, tracked, drawers, emit, state.open);
  // Before any layout effect, ref callback or effect of the commit, so every opening sees this render's hooks.
  useInsertionEffect(() => {
    opening.current = {
      willOpen: tracking.visit,
      afterOpen: (drawer) => {
        if (control.latest.isForm) form.refresh(drawer);
      },
    };
  });

  const rootRef = useRef<HTMLDivElement>(null);
  const introRef = useRef<HTMLDivElement>(null);
  const drawerRefs = useRef<Array<HTMLDivElement | null>>([]);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const titleRefs = useRef<Array<HTMLSpanElement | null>>([]);
  const panelRefs = useRef<Array<HTMLDivElement | null>>([]);
  const contentRefs = useRef<Array<HTMLDivElement | null>>([]);

  usePlaceAuthorNodes(host, intro, drawers, { intro: introRef, titles: titleRefs, contents: contentRefs });
  useHeadingsAsText(drawers);
  useDrawerPanels(control, drawers, state, rootRef, panelRefs);
  useDrawerButtons(control, form, rootRef, buttonRefs);
  useDrawerNavigation(control, form, { buttons: buttonRefs, drawers: drawerRefs }, drawers, [{ reread: () => author.reread(true) }, tracking]);

  const useRegion = onlyOneOpen || drawers.length <= MAX_REGION_PANELS;
  const shadow = host.mode === 'shadow';

  return (
    <div ref={rootRef} className={cls('root', { form: isForm })}>
      {intro.length > 0 && (
        // Light mode: the author's intro and panels are placed in containers marked data-vb-slot, as the author's own
        // content that the site's typography styles (src/light-css.ts: the shield against a site's element defaults stops
        // there). Not the title: the author's heading sits in the drawer's button and takes the button's type.
        <div ref={introRef} className={cls('intro')} part="intro" data-vb-slot={shadow ? undefined : INTRO_SLOT}>
          {shadow ? <slot name={INTRO_SLOT} /> : null}
        </div>
      )}
      {drawers.length > 0 && (
        <div className={cls('drawers')} part="drawers">
          {drawers.map((drawer, i) => {
            const isOpen = state.open.has(drawer.heading);
            const locked = onlyOnce && isOpen;
            const visited = tracking.visited(drawer);
            const validated = isForm && state.validated.get(drawer.heading) === true;
            const buttonId = `${base}-button-${i}`;
            const titleId = `${base}-title-${i}`;
            const panelId = `${base}-panel-${i}`;
            const parts = ['drawer', isOpen && 'drawer-open', visited && 'drawer-visited', validated && 'drawer-validated', locked && 'drawer-locked']
              .filter(Boolean)
              .join(' ');
            return (
              <div
                key={keyOf(drawer.heading)}
                ref={(el) => void (drawerRefs.current[i] = el)}
                className={cls('drawer', { open: isOpen, visited, validated, locked })}
                part={parts}
                data-vb-open={isOpen ? '' : undefined}
                data-vb-visited={visited ? '' : undefined}
                data-vb-validated={isForm ? String(validated) : undefined}
                data-vb-locked={locked ? '' : undefined}
                data-vb-trigger-id={drawer.id || undefined}
              >
                <div role="heading" aria-level={drawer.level} className={cls('header')} part="header">
                  <button
                    ref={(el) => void (buttonRefs.current[i] = el)}
                    type="button"
                    id={buttonId}
                    className={cls('button')}
                    part="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-disabled={locked ? 'true' : undefined}
                  >
                    <span ref={(el) => void (titleRefs.current[i] = el)} id={titleId} className={cls('title')} part="title">
                      {shadow ? <slot name={`heading-${i}`} /> : null}
                    </span>
                    {validated && (
                      <span className={cls('mark', { validated: true })} part="validated-mark">
                        <span aria-hidden="true">✓</span>
                        <span className="vb-visually-hidden">, {validatedText}</span>
                      </span>
                    )}
                    {visited && (
                      <span className={cls('mark', { visited: true })} part="visited-mark">
                        <span className="vb-visually-hidden">, </span>
                        {visitedText}
                      </span>
                    )}
                    <span className={`vb-chevron ${cls('icon')}`} part="icon" aria-hidden="true" />
                  </button>
                </div>
                <div
                  ref={(el) => void (panelRefs.current[i] = el)}
                  id={panelId}
                  className={cls('panel')}
                  part="panel"
                  role={useRegion ? 'region' : undefined}
                  aria-labelledby={useRegion ? titleId : undefined}
                >
                  <div
                    ref={(el) => void (contentRefs.current[i] = el)}
                    className={cls('content')}
                    part="content"
                    data-vb-slot={shadow ? undefined : `panel-${i}`}
                  >
                    {shadow ? <slot name={`panel-${i}`} /> : null}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

// Every listener here is native (use-drawer-buttons.ts says why): the shared root need not give this
// element's container React's delegated listeners (src/mount.ts).
Drawers.nativeEventsOnly = true;
