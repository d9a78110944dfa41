import { defineElement } from '../../src/define-element.ts';
import { LinkList } from './link-list.tsx';
import { meta } from './meta.ts';
import styles from './link-list.css?inline';

export default defineElement({ ...meta, component: LinkList, styles });
