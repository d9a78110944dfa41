import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { OfferSelector } from './offer-selector.tsx';
import { meta } from './meta.ts';
import styles from './offer-selector.css?inline';

export default defineElement({ ...meta, component: OfferSelector, styles: `${fieldStyles}\n${styles}` });
