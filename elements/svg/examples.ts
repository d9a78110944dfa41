import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'meaningful',
    title: `A meaningful icon`,
    description: `With <code>label</code> the icon is an image with that name and a title (hover it).`,
    html: `<p>Address <vb-svg name="check" label="Verified"></vb-svg></p>`,
  },
  {
    name: 'decorative',
    title: `Decorative icons next to text`,
    description: `Without <code>label</code> the icon is hidden from assistive technology: the text beside it says it all. It takes the text's size and colour.`,
    html: `<p><vb-svg name="calendar"></vb-svg> Sunday, 10:00 · <vb-svg name="location"></vb-svg> 1 Temple Square</p>`,
  },
  {
    name: 'sized',
    title: `Sized and coloured by the page`,
    description: `<code>--vb-svg-size</code> and the text colour (class <code>svg-demo-large</code> in <code>/demo/svg.css</code>).`,
    html: `<p class="svg-demo-large"><vb-svg name="heart" label="Liked"></vb-svg> <vb-svg name="star" label="Favourite"></vb-svg> <vb-svg name="church" label="Meetinghouse"></vb-svg></p>`,
  },
];
