import { defineElement } from '../../src/define-element.ts';
import choiceStyles from '../../styles/choice.css?inline';
import fieldStyles from '../../styles/field.css?inline';
import { CheckBox } from './check-box.tsx';
import { meta } from './meta.ts';
import styles from './check-box.css?inline';

export default defineElement({ ...meta, component: CheckBox, styles: `${fieldStyles}\n${choiceStyles}\n${styles}` });
