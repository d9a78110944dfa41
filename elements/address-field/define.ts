import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { AddressField } from './address-field.tsx';
import { meta } from './meta.ts';
import styles from './address-field.css?inline';

export default defineElement({ ...meta, component: AddressField, styles: `${fieldStyles}\n${styles}` });
