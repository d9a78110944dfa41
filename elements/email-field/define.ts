import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { EmailField } from './email-field.tsx';
import { meta } from './meta.ts';
import styles from './email-field.css?inline';

export default defineElement({ ...meta, component: EmailField, styles: `${fieldStyles}\n${styles}` });
