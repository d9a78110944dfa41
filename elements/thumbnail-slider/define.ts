import { defineElement } from '../../src/define-element.ts';
import carouselCss from '../../src/carousel.css?inline';
import { ThumbnailSlider } from './thumbnail-slider.tsx';
import { meta } from './meta.ts';
import styles from './thumbnail-slider.css?inline';

export default defineElement({ ...meta, component: ThumbnailSlider, styles: `${carouselCss}\n${styles}` });
