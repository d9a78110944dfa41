import { defineElement } from '../../src/define-element.ts';
import { ProgressCircle } from './progress-circle.tsx';
import { meta } from './meta.ts';
import styles from './progress-circle.css?inline';

export default defineElement({ ...meta, component: ProgressCircle, styles });
