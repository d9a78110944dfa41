import { defineElement } from '../../src/define-element.ts';
import playerStyles from '../../src/media/player.css?inline';
import { EmphasizedVideo } from './emphasized-video.tsx';
import { meta } from './meta.ts';
import styles from './emphasized-video.css?inline';

export default defineElement({ ...meta, component: EmphasizedVideo, styles: playerStyles + styles });
