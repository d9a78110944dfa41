import { defineElement } from '../../src/define-element.ts';
import { SpeedDial } from './speed-dial.tsx';
import { meta } from './meta.ts';
import styles from './speed-dial.css?inline';

export default defineElement({ ...meta, component: SpeedDial, styles });
