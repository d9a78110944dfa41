import { defineElement } from '../../src/define-element.ts';
import { rollStyles } from '../../src/digit-roll.tsx';
import { Counter } from './counter.tsx';
import { meta } from './meta.ts';
import styles from './counter.css?inline';

export default defineElement({ ...meta, component: Counter, styles: `${rollStyles}\n${styles}` });
