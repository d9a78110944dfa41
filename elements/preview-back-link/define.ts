import { defineElement } from '../../src/define-element.ts';
import { PreviewBackLink } from './preview-back-link.tsx';
import { meta } from './meta.ts';
import styles from './preview-back-link.css?inline';

export default defineElement({ ...meta, component: PreviewBackLink, styles });
