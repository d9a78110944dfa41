import { defineElement } from '../../src/define-element.ts';
import { SmallCallToAction } from './small-call-to-action.tsx';
import { meta } from './meta.ts';
import styles from './small-call-to-action.css?inline';

export default defineElement({ ...meta, component: SmallCallToAction, styles });
