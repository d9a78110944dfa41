import { useEffect } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useCookie } from '../../src/hooks/use-cookie.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useShownState } from '../../src/hooks/use-shown-state.ts';
import { safeUrl } from '../../src/safe-href.ts';
import { campaignLink, campaignShows, idList, modeOf, MODES } from './campaigner-logic.ts';
import type { CampaignerEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { CampaignerEvents } from './events.ts';

export type CampaignerProps = PropsOf<typeof meta>;

const C = 'vb-campaigner__';

/** Content for a campaign's visitors (campaigner-logic.ts), following the cid cookie (also accepted as CID). */
export function Campaigner({ mode, campaignIds, unitIds, unit, link, linkText }: CampaignerProps) {
  const host = useHost();
  const emit = useEmit<CampaignerEvents>();
  const cid = useCookie('cid', 'CID');
  const known = modeOf(mode);
  const shown = campaignShows({ mode: known, campaignIds: idList(campaignIds), unitIds: idList(unitIds), unit }, cid);
  useShownState(shown, (next) => emit('vb-campaigner-toggle', { shown: next }));
  const url = link ? safeUrl(link, host.element.ownerDocument.baseURI) : undefined;

  useEffect(() => {
    if (!known) console.warn(`<${host.tag}>: mode="${mode}" is not one of ${MODES.join(', ')}; the content stays hidden.`);
  }, [known, mode, host.tag]);
  useEffect(() => {
    if (link && !url) console.warn(`<${host.tag}>: link="${link}" is not an http(s) address; no link shown.`);
    else if (link && !linkText.trim()) console.warn(`<${host.tag}>: link needs link-text; no link shown.`);
  }, [link, url, linkText, host.tag]);

  return (
    <div className={`${C}content`} part="content" hidden={!shown}>
      <Slot />
      {url && linkText.trim() ? (
        <a className={`${C}link`} part="link" href={campaignLink(url, cid)}>
          {linkText}
        </a>
      ) : null}
    </div>
  );
}
