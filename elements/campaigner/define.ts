import { defineElement } from '../../src/define-element.ts';
import { Campaigner } from './campaigner.tsx';
import { meta } from './meta.ts';
import styles from './campaigner.css?inline';

export default defineElement({ ...meta, component: Campaigner, styles });
