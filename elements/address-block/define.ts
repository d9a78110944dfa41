import { defineElement } from '../../src/define-element.ts';
import { AddressBlock } from './address-block.tsx';
import { meta } from './meta.ts';
import styles from './address-block.css?inline';

export default defineElement({ ...meta, component: AddressBlock, styles });
