import { defineElement } from '../../src/define-element.ts';
import { Poll } from './poll.tsx';
import { meta } from './meta.ts';
import styles from './poll.css?inline';

export default defineElement({ ...meta, component: Poll, styles });
