import { defineElement } from '../../src/define-element.ts';
import rollStyles from '../../styles/digit-roll.css?inline';
import { SimpleCounter } from './simple-counter.tsx';
import { meta } from './meta.ts';
import styles from './simple-counter.css?inline';

export default defineElement({ ...meta, component: SimpleCounter, styles: `${rollStyles}\n${styles}` });
