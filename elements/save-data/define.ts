import { defineElement } from '../../src/define-element.ts';
import { SaveData } from './save-data.tsx';
import { meta } from './meta.ts';
import styles from './save-data.css?inline';

export default defineElement({ ...meta, component: SaveData, styles });
