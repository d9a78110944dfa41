import { defineElement } from '../../src/define-element.ts';
import { Page } from './page.tsx';
import { meta } from './meta.ts';
import styles from './page.css?inline';

export default defineElement({ ...meta, component: Page, styles });
