import { defineElement } from '../../src/define-element.ts';
import { FloatingActionButton } from './floating-action-button.tsx';
import { meta } from './meta.ts';
import styles from './floating-action-button.css?inline';

export default defineElement({ ...meta, component: FloatingActionButton, styles });
