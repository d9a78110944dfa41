import { defineElement } from '../../src/define-element.ts';
import { startLight } from '../../src/light-host.ts';
import { Drawers } from './drawers.tsx';
import { meta } from './meta.ts';
import styles from './drawers.css?inline';

export default defineElement({ ...meta, component: Drawers, styles, startLight });
