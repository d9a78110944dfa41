import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { PhoneField } from './phone-field.tsx';
import { meta } from './meta.ts';
import styles from './phone-field.css?inline';

export default defineElement({ ...meta, component: PhoneField, styles: `${fieldStyles}\n${styles}` });
