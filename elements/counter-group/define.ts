import { defineElement } from '../../src/define-element.ts';
import { rollStyles } from '../../src/digit-roll.tsx';
import { CounterGroup } from './counter-group.tsx';
import { meta } from './meta.ts';
import styles from './counter-group.css?inline';

export default defineElement({ ...meta, component: CounterGroup, styles: `${rollStyles}\n${styles}` });
