import { defineElement } from '../../src/define-element.ts';
import chromeStyles from '../../styles/dialog-chrome.css?inline';
import { Modal } from './modal.tsx';
import { meta } from './meta.ts';
import styles from './modal.css?inline';

export default defineElement({ ...meta, component: Modal, styles: `${chromeStyles}\n${styles}` });
