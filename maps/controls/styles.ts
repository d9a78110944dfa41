/** The controls' stylesheet as text, for a shadow root to adopt (vb-map does, beside its own CSS). */
import css from './controls.css?inline';

// Typed as a string here, so the published typings do not name a `?inline` module.
export const controlStyles: string = css;
