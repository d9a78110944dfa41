import { defineElement } from '../../src/define-element.ts';
import playerStyles from '../../src/media/player.css?inline';
import { MediaPlayer } from './media-player.tsx';
import { meta } from './meta.ts';
import styles from './media-player.css?inline';

export default defineElement({ ...meta, component: MediaPlayer, styles: playerStyles + styles });
