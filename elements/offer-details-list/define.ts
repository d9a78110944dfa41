import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import { OfferDetailsList } from './offer-details-list.tsx';
import { meta } from './meta.ts';
import styles from './offer-details-list.css?inline';

export default defineElement({ ...meta, component: OfferDetailsList, styles: `${fieldStyles}\n${styles}` });
