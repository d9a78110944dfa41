import { defineElement } from '../../src/define-element.ts';
import { Unveil } from './unveil.tsx';
import { meta } from './meta.ts';
import styles from './unveil.css?inline';

export default defineElement({ ...meta, component: Unveil, styles });
