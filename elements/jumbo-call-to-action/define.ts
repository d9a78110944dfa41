import { defineElement } from '../../src/define-element.ts';
import { JumboCallToAction } from './jumbo-call-to-action.tsx';
import { meta } from './meta.ts';
import styles from './jumbo-call-to-action.css?inline';

export default defineElement({ ...meta, component: JumboCallToAction, styles });
