import { defineElement } from '../../src/define-element.ts';
import tileStyles from '../../styles/tile.css?inline';
import { CardTile } from './card-tile.tsx';
import { meta } from './meta.ts';
import styles from './card-tile.css?inline';

export default defineElement({ ...meta, component: CardTile, styles: `${tileStyles}\n${styles}` });
