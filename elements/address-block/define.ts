import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { AddressBlock } from './address-block.tsx';
import { meta } from './meta.ts';
import listboxStyles from '../../styles/listbox.css?inline';
import styles from './address-block.css?inline';

export default defineElement({ ...meta, component: AddressBlock, styles: `${fieldStyles}\n${listboxStyles}\n${styles}` });
