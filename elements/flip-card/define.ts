import { defineElement } from '../../src/define-element.ts';
import carouselCss from '../../src/carousel.css?inline';
import { FlipCard } from './flip-card.tsx';
import { meta } from './meta.ts';
import styles from './flip-card.css?inline';

export default defineElement({ ...meta, component: FlipCard, styles: `${carouselCss}\n${styles}` });
