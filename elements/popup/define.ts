import { defineElement } from '../../src/define-element.ts';
import chromeStyles from '../../styles/dialog-chrome.css?inline';
import { Popup } from './popup.tsx';
import { meta } from './meta.ts';
import styles from './popup.css?inline';

export default defineElement({ ...meta, component: Popup, styles: `${chromeStyles}\n${styles}` });
