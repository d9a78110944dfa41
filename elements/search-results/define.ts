import { defineElement } from '../../src/define-element.ts';
import { SearchResults } from './search-results.tsx';
import { meta } from './meta.ts';
import styles from './search-results.css?inline';

export default defineElement({ ...meta, component: SearchResults, styles });
