import { defineElement } from '../../src/define-element.ts';
import { AudioPlayer } from './audio-player.tsx';
import { meta } from './meta.ts';
import styles from './audio-player.css?inline';

export default defineElement({ ...meta, component: AudioPlayer, styles });
