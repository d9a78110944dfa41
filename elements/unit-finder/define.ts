import { defineElement } from '../../src/define-element.ts';
import { UnitFinder } from './unit-finder.tsx';
import { meta } from './meta.ts';
import listboxStyles from '../../styles/listbox.css?inline';
import styles from './unit-finder.css?inline';

export default defineElement({ ...meta, component: UnitFinder, styles: `${listboxStyles}\n${styles}` });
