/**
 * The families the demo index groups elements under, in the index's order, with their headings.
 * An element names its family in its meta.ts (`family: 'forms'`); the manifest reads the titles from here.
 * Documentation only: the slim browser meta drops `family`, and props.ts imports only the type.
 */
export const FAMILIES = {
  finder: 'Find a congregation',
  forms: 'Form fields',
  engagement: 'Conversation and polls',
  content: 'Page content',
  overlays: 'Overlays and cards',
  media: 'Media',
} as const;

export type ElementFamily = keyof typeof FAMILIES;
