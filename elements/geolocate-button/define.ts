import { defineElement } from '../../src/define-element.ts';
import { GeolocateButton } from './geolocate-button.tsx';
import { meta } from './meta.ts';
import styles from './geolocate-button.css?inline';

export default defineElement({ ...meta, component: GeolocateButton, styles });
