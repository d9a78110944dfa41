import { defineElement } from '../../src/define-element.ts';
import tileStyles from '../../styles/tile.css?inline';
import { UberTile } from './uber-tile.tsx';
import { meta } from './meta.ts';
import styles from './uber-tile.css?inline';

export default defineElement({ ...meta, component: UberTile, styles: `${tileStyles}\n${styles}` });
