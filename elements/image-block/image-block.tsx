import { useEffect } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { slotNodes } from '../../src/hooks/slot-nodes.ts';
import { imageProblems, loadingFor } from './image-block-logic.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type ImageBlockProps = PropsOf<typeof meta>;

const C = 'vb-image-block__';

function authorImage(nodes: Node[]): HTMLImageElement | undefined {
  for (const node of nodes) {
    if (node instanceof HTMLImageElement) return node;
    if (node instanceof Element) {
      const image = node.querySelector('img');
      if (image) return image;
    }
  }
  return undefined;
}

/** The author's picture in a figure, with a caption and a credit; its loading follows where it sits. */
export function ImageBlock({ caption, credit }: ImageBlockProps) {
  const host = useHost();

  useEffect(() => {
    const image = authorImage(slotNodes(host));
    const problems = imageProblems({
      hasImage: !!image,
      alt: image?.getAttribute('alt') ?? null,
      width: image?.getAttribute('width') ?? null,
      height: image?.getAttribute('height') ?? null,
      aspectRatio: !!image && getComputedStyle(image).aspectRatio !== 'auto',
      srcset: image?.getAttribute('srcset') ?? null,
      sizes: image?.getAttribute('sizes') ?? null,
    });
    for (const problem of problems) console.warn(`<${host.tag}>: ${problem}`);
    if (!image) return;
    image.decoding = 'async';
    // The author's own choice stands; a picture they left to us loads by where it is.
    if (!image.hasAttribute('loading')) {
      const { loading, priority } = loadingFor(image.getBoundingClientRect().top, window.innerHeight);
      image.loading = loading;
      if (!image.hasAttribute('fetchpriority')) image.setAttribute('fetchpriority', priority);
    }
  }, [host]);

  const text = caption.trim();
  const by = credit.trim();
  return (
    <figure className={`${C}figure`} part="figure">
      <Slot />
      {text || by ? (
        <figcaption className={`${C}caption`} part="caption">
          {text}
          {text && by ? ' ' : null}
          {by ? (
            <small className={`${C}credit`} part="credit">
              {by}
            </small>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
