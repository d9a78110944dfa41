import { defineElement } from '../../src/define-element.ts';
import { Modal } from './modal.tsx';
import { meta } from './meta.ts';
import styles from './modal.css?inline';

export default defineElement({ ...meta, component: Modal, styles });
