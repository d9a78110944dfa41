import { defineElement } from '../../src/define-element.ts';
import { RemoteTrigger } from './remote-trigger.tsx';
import { meta } from './meta.ts';
import styles from './remote-trigger.css?inline';

export default defineElement({ ...meta, component: RemoteTrigger, styles });
