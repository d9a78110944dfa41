import { defineElement } from '../../src/define-element.ts';
import { ImageBlock } from './image-block.tsx';
import { meta } from './meta.ts';
import styles from './image-block.css?inline';

export default defineElement({ ...meta, component: ImageBlock, styles });
