import { defineElement } from '../../src/define-element.ts';
import rollStyles from '../../styles/digit-roll.css?inline';
import { Likes } from './likes.tsx';
import { meta } from './meta.ts';
import styles from './likes.css?inline';

export default defineElement({ ...meta, component: Likes, styles: `${rollStyles}\n${styles}` });
