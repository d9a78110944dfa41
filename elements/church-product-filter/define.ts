import { defineElement } from '../../src/define-element.ts';
import { ChurchProductFilter } from './church-product-filter.tsx';
import { meta } from './meta.ts';
import styles from './church-product-filter.css?inline';

export default defineElement({ ...meta, component: ChurchProductFilter, styles });
