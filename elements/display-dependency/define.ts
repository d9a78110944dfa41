import { defineElement } from '../../src/define-element.ts';
import { startLight } from '../../src/light-host.ts';
import { DisplayDependency } from './display-dependency.tsx';
import { meta } from './meta.ts';
import styles from './display-dependency.css?inline';

export default defineElement({ ...meta, component: DisplayDependency, styles, startLight });
