/** @brightcove/player-loader ships no types: the options this library passes, and the answer it reads. */
declare module '@brightcove/player-loader' {
  interface PlayerLoaderOptions {
    refNode: Element | string;
    refNodeInsert?: 'append' | 'prepend' | 'before' | 'after' | 'replace';
    accountId: string;
    playerId?: string;
    embedId?: string;
    videoId?: string;
    playlistId?: string;
    playerUrl?: string;
    embedType?: 'in-page' | 'iframe';
    embedOptions?: { responsive?: boolean; tagName?: string; unminified?: boolean };
    options?: Record<string, unknown>;
  }
  export default function brightcovePlayerLoader(options: PlayerLoaderOptions): Promise<{ type: string; ref: unknown }>;
}
