// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/stepped-form/meta.ts';
import type { SteppedFormEvents } from '../elements/stepped-form/events.ts';

export type * from '../elements/stepped-form/events.ts';
export { default } from '../elements/stepped-form/define.ts';

/** Properties of <vb-stepped-form>, each with its default when unset (from meta.ts). */
export type SteppedFormProps = PropsOf<typeof meta>;

/** <vb-stepped-form>: A request form in steps, from the author's own HTML: a plain `<form>` inside the tag whose `data-step` regions (or, without any, its fieldsets) are the steps, with the form fields inside. Next checks the current step before moving on; the last step can show the answers to check, each with a link back to its step. Sent as form-urlencoded to POST /api/form-submission with the fields of spec section 3 (transaction id, campaign ids, consent flags, cid, mdcid, language, request-verification token). A reload or a return within the session finds the form at the same step with the same answers (never a field marked sensitive); a send that fails offline is retried once when the browser is back online. */
export interface VbSteppedFormElement extends HTMLElement, SteppedFormProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-stepped-form': VbSteppedFormElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-stepped-form-step': CustomEvent<SteppedFormEvents['vb-stepped-form-step']>;
    'vb-stepped-form-submit': CustomEvent<SteppedFormEvents['vb-stepped-form-submit']>;
    'vb-stepped-form-success': CustomEvent<SteppedFormEvents['vb-stepped-form-success']>;
    'vb-stepped-form-error': CustomEvent<SteppedFormEvents['vb-stepped-form-error']>;
  }
}
