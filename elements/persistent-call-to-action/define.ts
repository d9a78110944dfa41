import { defineElement } from '../../src/define-element.ts';
import { PersistentCallToAction } from './persistent-call-to-action.tsx';
import { meta } from './meta.ts';
import styles from './persistent-call-to-action.css?inline';

export default defineElement({ ...meta, component: PersistentCallToAction, styles });
