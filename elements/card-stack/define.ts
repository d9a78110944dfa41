import { defineElement } from '../../src/define-element.ts';
import { CardStack } from './card-stack.tsx';
import { meta } from './meta.ts';
import styles from './card-stack.css?inline';

export default defineElement({ ...meta, component: CardStack, styles });
