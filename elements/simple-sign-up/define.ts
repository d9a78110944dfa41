import { defineElement } from '../../src/define-element.ts';
import { SimpleSignUp } from './simple-sign-up.tsx';
import { meta } from './meta.ts';
import styles from './simple-sign-up.css?inline';

export default defineElement({ ...meta, component: SimpleSignUp, styles });
