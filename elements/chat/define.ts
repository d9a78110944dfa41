import { defineElement } from '../../src/define-element.ts';
import { Chat } from './chat.tsx';
import { meta } from './meta.ts';
import styles from './chat.css?inline';

export default defineElement({ ...meta, component: Chat, styles });
