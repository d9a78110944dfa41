import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { AddressBlock } from './address-block.tsx';
import { meta } from './meta.ts';
import styles from './address-block.css?inline';

export default defineElement({ ...meta, component: AddressBlock, styles: `${fieldStyles}\n${styles}` });
