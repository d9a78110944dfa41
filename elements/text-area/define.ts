import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { TextArea } from './text-area.tsx';
import { meta } from './meta.ts';
import styles from './text-area.css?inline';

export default defineElement({ ...meta, component: TextArea, styles: `${fieldStyles}\n${styles}` });
