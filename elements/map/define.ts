import { defineElement } from '../../src/define-element.ts';
import { VbMap } from './map.tsx';
import { meta } from './meta.ts';
import styles from './map.css?inline';

export default defineElement({ ...meta, component: VbMap, styles });
