import { useEffect, useLayoutEffect } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import { safeUrl } from '../../src/safe-href.ts';
import { saveBlob } from '../../src/save-file.ts';
import { formatMessage } from '../../src/strings.ts';
import { downloadTarget, fileName, percentOf, showsProgress } from './download-button-logic.ts';
import type { DownloadButtonEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useDownload } from './use-download.ts';

export type { DownloadButtonEvents } from './events.ts';
export type DownloadButtonProps = PropsOf<typeof meta>;

const TAG = 'vb-download-button';
/** Light-DOM class prefix (house rules). */
const C = 'vb-download-button__';

export function DownloadButton(props: DownloadButtonProps) {
  const { element } = useHost();
  const emit = useEmit<DownloadButtonEvents>();
  const target = downloadTarget(props.href, props.sources);
  const url = target.url ? safeUrl(target.url, document.baseURI) : undefined;
  const problem =
    target.problem ?? (target.url && !url ? `${props.href.trim() ? 'href' : 'sources'} must be an http(s) address; "${target.url}" is not.` : undefined);
  const name = url ? fileName(url, props.filename) : '';

  useEffect(() => {
    if (problem) console.warn(`<${TAG}>: ${problem}`);
  }, [problem]);

  const { state, start } = useDownload({
    onLoaded(blob, from) {
      const proceed = emit('vb-download-button-download', { url: from, filename: name, bytes: blob.size, video: target.video, blob }, { cancelable: true });
      if (proceed) saveBlob(blob, name);
    },
    onFailed(message, from) {
      emit('vb-download-button-error', { url: from, message });
    },
  });

  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', problem ? 'unavailable' : state.phase);
  }, [element, problem, state.phase]);

  const press = () => {
    if (!url || state.phase === 'downloading') return;
    track(element, 'download', { contentTitle: props.analyticsTitle || name, interactionText: props.label, link: url.href });
    void start(url.href);
  };

  const percent = percentOf(state.received, state.total);
  const busy = state.phase === 'downloading';
  const status = busy
    ? percent === null
      ? props.downloadingUnknownText
      : formatMessage(props.downloadingText, { percent })
    : state.phase === 'done'
      ? props.doneText
      : state.phase === 'error'
        ? target.video
          ? props.errorMessage
          : props.fileErrorMessage
        : '';

  return (
    <div className={`${C}root`}>
      <button type="button" className={`${C}button vb-button`} part="button" aria-disabled={busy || !url || undefined} onClick={press}>
        <span className={`${C}label`} part="label">
          {props.label}
        </span>
      </button>
      {busy && showsProgress(state.total, props.progressThreshold) ? (
        <progress className={`${C}progress`} part="progress" aria-label={props.label} max={100} value={percent ?? undefined} />
      ) : null}
      <p className={`${C}status${state.phase === 'error' ? ` ${C}status--error` : ''}`} part="status" role="status">
        {status}
      </p>
    </div>
  );
}
