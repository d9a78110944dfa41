import { defineElement } from '../../src/define-element.ts';
import { MultiButtons } from './multi-buttons.tsx';
import { meta } from './meta.ts';
import styles from './multi-buttons.css?inline';

export default defineElement({ ...meta, component: MultiButtons, styles });
