import { defineElement } from '../../src/define-element.ts';
import { MissionaryPhoneNumbers } from './missionary-phone-numbers.tsx';
import { meta } from './meta.ts';
import styles from './missionary-phone-numbers.css?inline';

export default defineElement({ ...meta, component: MissionaryPhoneNumbers, styles });
