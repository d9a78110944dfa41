import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { TextField } from './text-field.tsx';
import { meta } from './meta.ts';
import styles from './text-field.css?inline';

export default defineElement({ ...meta, component: TextField, styles: `${fieldStyles}\n${styles}` });
