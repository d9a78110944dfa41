import { defineElement } from '../../src/define-element.ts';
import rollStyles from '../../styles/digit-roll.css?inline';
import { Counter } from './counter.tsx';
import { meta } from './meta.ts';
import styles from './counter.css?inline';

export default defineElement({ ...meta, component: Counter, styles: `${rollStyles}\n${styles}` });
