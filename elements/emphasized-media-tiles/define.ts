import { defineElement } from '../../src/define-element.ts';
import carouselCss from '../../src/carousel.css?inline';
import { EmphasizedMediaTiles } from './emphasized-media-tiles.tsx';
import { meta } from './meta.ts';
import styles from './emphasized-media-tiles.css?inline';

export default defineElement({ ...meta, component: EmphasizedMediaTiles, styles: `${carouselCss}\n${styles}` });
