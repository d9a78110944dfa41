import { defineElement } from '../../src/define-element.ts';
import carouselCss from '../../src/carousel.css?inline';
import { InlineComponentGallery } from './inline-component-gallery.tsx';
import { meta } from './meta.ts';
import styles from './inline-component-gallery.css?inline';

export default defineElement({ ...meta, component: InlineComponentGallery, styles: `${carouselCss}\n${styles}` });
