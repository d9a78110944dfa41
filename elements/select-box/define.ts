import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { SelectBox } from './select-box.tsx';
import { meta } from './meta.ts';
import styles from './select-box.css?inline';

export default defineElement({ ...meta, component: SelectBox, styles: `${fieldStyles}\n${styles}` });
