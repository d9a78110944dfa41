import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { SelectGroup } from './select-group.tsx';
import { meta } from './meta.ts';
import styles from './select-group.css?inline';

export default defineElement({ ...meta, component: SelectGroup, styles: `${fieldStyles}\n${styles}` });
