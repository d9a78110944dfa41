import { defineElement } from '../../src/define-element.ts';
import carouselCss from '../../src/carousel.css?inline';
import { TileSwipe } from './tile-swipe.tsx';
import { meta } from './meta.ts';
import styles from './tile-swipe.css?inline';

export default defineElement({ ...meta, component: TileSwipe, styles: `${carouselCss}\n${styles}` });
