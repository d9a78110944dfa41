/** vb-action-bar's icons: one stroked 24 px path each, drawn in currentColor (no brand colours, no fetch). */
import type { FollowNetwork, ShareNetwork } from './action-bar-logic.ts';

export type IconName = ShareNetwork | FollowNetwork | 'copy' | 'copied' | 'native';

const PATHS: Readonly<Record<IconName, string>> = {
  facebook: 'M15.5 3H13a4 4 0 0 0-4 4v14M5.5 10.5H14',
  x: 'M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.4M4 20l6.6-7.4',
  linkedin: 'M5 10v10M5 5v.01M10 20V10M10 14a4 4 0 0 1 8 0v6',
  whatsapp: 'M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 12 20.5a8.4 8.4 0 0 1-4.2-1.1zM9 8.5c0 3.5 3 6.5 6.5 6.5',
  telegram: 'M21 4 3 11l6.5 2.5L17 8l-5.5 6.5L18 20z',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01',
  youtube: 'M4 6.5c3-.7 13-.7 16 0 1 .3 1.5 2 1.5 5.5s-.5 5.2-1.5 5.5c-3 .7-13 .7-16 0-1-.3-1.5-2-1.5-5.5S3 6.8 4 6.5zM10 9v6l5-3z',
  tiktok: 'M14 3v11.5a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  copy: 'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  copied: 'M5 12.5l4.5 4.5L19 7',
  native: 'M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
};

export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg part="icon" className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
