import { defineElement } from '../../src/define-element.ts';
import fieldStyles from '../../styles/field.css?inline';
import listboxStyles from '../../styles/listbox.css?inline';
import { Autocomplete } from './autocomplete.tsx';
import { meta } from './meta.ts';
import styles from './autocomplete.css?inline';

export default defineElement({ ...meta, component: Autocomplete, styles: `${fieldStyles}\n${listboxStyles}\n${styles}` });
