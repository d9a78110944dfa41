import { defineElement } from '../../src/define-element.ts';
import playerStyles from '../../src/media/player.css?inline';
import { Video } from './video.tsx';
import { meta } from './meta.ts';
import styles from './video.css?inline';

export default defineElement({ ...meta, component: Video, styles: playerStyles + styles });
