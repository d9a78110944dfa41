import { defineElement } from '../../src/define-element.ts';
import choiceStyles from '../../styles/choice.css?inline';
import fieldStyles from '../../styles/field.css?inline';
import { CheckboxRadio } from './checkbox-radio.tsx';
import { meta } from './meta.ts';
import styles from './checkbox-radio.css?inline';

export default defineElement({ ...meta, component: CheckboxRadio, styles: `${fieldStyles}\n${choiceStyles}\n${styles}` });
