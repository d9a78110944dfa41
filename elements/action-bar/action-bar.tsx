import { useLayoutEffect } from 'react';
import type { PropsOf } from '../../src/props.ts';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { formatMessage } from '../../src/strings.ts';
import type { meta } from './meta.ts';
import { NETWORK_NAMES, shareAddress, type FollowLink, type FollowNetwork, type ShareItem, type ShareNetwork, type SharedPage } from './action-bar-logic.ts';
import { Icon } from './action-bar-icons.tsx';
import { useCopyLink, useNativeShare, useSharedPage, type ActionBarEvents } from './use-action-bar.ts';

export type { ActionBarCopyDetail, ActionBarEvents, ActionBarFollowDetail, ActionBarShareDetail } from './use-action-bar.ts';
export type ActionBarProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-action-bar__';

/** A link that opens a network in a new tab: its name, then "(opens in a new tab)" for assistive technology. */
function NetworkLink(props: {
  href: string;
  icon: FollowNetwork | ShareNetwork;
  name: string;
  newTab: boolean;
  newTabText: string;
  textClass: string;
  onClick: () => void;
}) {
  const opensTab = props.newTab;
  return (
    <a
      part="button"
      className={`${C}button`}
      href={props.href}
      title={props.name}
      {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={props.onClick}
    >
      <Icon name={props.icon} className={`${C}icon`} />
      <span className={props.textClass}>{props.name}</span>
      {opensTab ? <span className="vb-visually-hidden"> {props.newTabText}</span> : null}
    </a>
  );
}

export function ActionBar(props: ActionBarProps) {
  const { element } = useHost();
  const emit = useEmit<ActionBarEvents>();
  const { page, items, follow } = useSharedPage(element, props);
  const { state: copyState, copy: copyLink, field } = useCopyLink(element, page, emit);
  const native = useNativeShare(element, page, emit);
  const mode = props.nativeShare;
  const showNative = mode !== 'off' && native.available && !native.failed;
  // "only": the sheet alone, until it fails; then the buttons it stood for.
  const shown = showNative && mode === 'only' ? items.filter((item) => item === 'copy') : items;
  // "icons": each name is for assistive technology (and the title tooltip) only. "labels" shows it, except at a
  // phone's width (action-bar.css).
  const textClass = `${C}text${props.variant === 'labels' ? '' : ' vb-visually-hidden'}`;

  // Page CSS and tests can follow the state: vb-action-bar[data-vb-copied], [data-vb-native-share].
  useLayoutEffect(() => {
    element.toggleAttribute('data-vb-copied', copyState === 'copied');
    element.toggleAttribute('data-vb-native-share', showNative);
  }, [element, copyState, showNative]);

  const shareItem = (item: ShareItem) => {
    if (item === 'copy') {
      const copied = copyState === 'copied';
      return (
        <li key="copy" className={`${C}item`}>
          <button type="button" part="button copy" className={`${C}button ${C}copy`} title={props.copyText} onClick={() => void copyLink()}>
            <Icon name={copied ? 'copied' : 'copy'} className={`${C}icon`} />
            <span className={textClass}>{copied ? props.copiedText : props.copyText}</span>
          </button>
        </li>
      );
    }
    const name = item === 'email' ? props.emailText : formatMessage(props.shareOnText, { network: NETWORK_NAMES[item] });
    const href = shareAddress(item, page);
    const onClick = () => {
      emit('vb-action-bar-share', { network: item, url: page.url.href });
      track(element, 'share', { contentTitle: page.title, interactionText: item, link: page.url.href });
    };
    return (
      <li key={item} className={`${C}item`}>
        <NetworkLink href={href} icon={item} name={name} newTab={item !== 'email'} newTabText={props.newTabText} textClass={textClass} onClick={onClick} />
      </li>
    );
  };

  const followItem = ({ network, href }: FollowLink, shared: SharedPage) => {
    const onClick = () => {
      emit('vb-action-bar-follow', { network, url: href });
      track(element, 'follow', { contentTitle: shared.title, interactionText: network, link: href });
    };
    const name = formatMessage(props.followOnText, { network: NETWORK_NAMES[network] });
    return (
      <li key={network} className={`${C}item`}>
        <NetworkLink href={href} icon={network} name={name} newTab newTabText={props.newTabText} textClass={textClass} onClick={onClick} />
      </li>
    );
  };

  const status = copyState === 'copied' ? props.copiedText : copyState === 'refused' ? props.copyFallbackText : '';
  return (
    <div part="bar" className={`vb-action-bar${props.variant === 'labels' ? ' vb-action-bar--labels' : ''}`}>
      {showNative || shown.length > 0 ? (
        <ul part="list" className={`${C}list`} aria-label={props.label}>
          {showNative ? (
            <li className={`${C}item`}>
              <button type="button" part="button native" className={`${C}button ${C}native`} title={props.nativeText} onClick={() => void native.share()}>
                <Icon name="native" className={`${C}icon`} />
                <span className={textClass}>{props.nativeText}</span>
              </button>
            </li>
          ) : null}
          {shown.map(shareItem)}
        </ul>
      ) : null}
      {follow.length > 0 ? (
        <ul part="follow-list" className={`${C}list ${C}follow`} aria-label={props.followLabel}>
          {follow.map((link) => followItem(link, page))}
        </ul>
      ) : null}
      <p role="status" part="status" className={`${C}status`}>
        {status}
      </p>
      {copyState === 'refused' ? (
        <input ref={field} part="link-field" className={`${C}field`} type="text" readOnly value={page.url.href} aria-label={props.linkFieldLabel} />
      ) : null}
    </div>
  );
}
