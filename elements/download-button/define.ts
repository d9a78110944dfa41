import { defineElement } from '../../src/define-element.ts';
import { DownloadButton } from './download-button.tsx';
import { meta } from './meta.ts';
import styles from './download-button.css?inline';

export default defineElement({ ...meta, component: DownloadButton, styles });
