import { defineElement } from '../../src/define-element.ts';
import { ScrollLogic } from './scroll-logic.tsx';
import { meta } from './meta.ts';
import styles from './scroll-logic.css?inline';

export default defineElement({ ...meta, component: ScrollLogic, styles });
