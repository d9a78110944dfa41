import { defineElement } from '../../src/define-element.ts';
import { ActionBar } from './action-bar.tsx';
import { meta } from './meta.ts';
import styles from './action-bar.css?inline';

export default defineElement({ ...meta, component: ActionBar, styles });
