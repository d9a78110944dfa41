import { defineElement } from '../../src/define-element.ts';
import { ContentBlock } from './content-block.tsx';
import { meta } from './meta.ts';
import styles from './content-block.css?inline';

export default defineElement({ ...meta, component: ContentBlock, styles });
