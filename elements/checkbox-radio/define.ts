import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { CheckboxRadio } from './checkbox-radio.tsx';
import { meta } from './meta.ts';
import styles from './checkbox-radio.css?inline';

export default defineElement({ ...meta, component: CheckboxRadio, styles: `${fieldStyles}\n${styles}` });
