import { defineElement } from '../../src/define-element.ts';
import { Svg } from './svg.tsx';
import { meta } from './meta.ts';
import styles from './svg.css?inline';

export default defineElement({ ...meta, component: Svg, styles });
