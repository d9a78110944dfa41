import { defineElement } from '../../src/define-element.ts';
import { rollStyles } from '../../src/digit-roll.tsx';
import { SimpleCounter } from './simple-counter.tsx';
import { meta } from './meta.ts';
import styles from './simple-counter.css?inline';

export default defineElement({ ...meta, component: SimpleCounter, styles: `${rollStyles}\n${styles}` });
