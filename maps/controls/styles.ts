/** The controls' stylesheet as text, for a shadow root to adopt (vb-map does, beside its own CSS). */
import controlStyles from './controls.css?inline';

export { controlStyles };
