import { defineElement } from '../../src/define-element.ts';
import { Overlay } from './overlay.tsx';
import { meta } from './meta.ts';
import styles from './overlay.css?inline';

export default defineElement({ ...meta, component: Overlay, styles });
