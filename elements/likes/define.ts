import { defineElement } from '../../src/define-element.ts';
import { rollStyles } from '../../src/digit-roll.tsx';
import { Likes } from './likes.tsx';
import { meta } from './meta.ts';
import styles from './likes.css?inline';

export default defineElement({ ...meta, component: Likes, styles: `${rollStyles}\n${styles}` });
