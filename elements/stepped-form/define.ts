import { defineElement } from '../../src/define-element.ts';
import { SteppedForm } from './stepped-form.tsx';
import { meta } from './meta.ts';
import styles from './stepped-form.css?inline';

export default defineElement({ ...meta, component: SteppedForm, styles });
