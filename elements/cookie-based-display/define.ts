import { defineElement } from '../../src/define-element.ts';
import { CookieBasedDisplay } from './cookie-based-display.tsx';
import { meta } from './meta.ts';
import styles from './cookie-based-display.css?inline';

export default defineElement({ ...meta, component: CookieBasedDisplay, styles });
