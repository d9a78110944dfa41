import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { LocationField } from './location-field.tsx';
import { meta } from './meta.ts';
import styles from './location-field.css?inline';

export default defineElement({ ...meta, component: LocationField, styles: `${fieldStyles}\n${styles}` });
