// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Types of the package entry: every element's typings, and src/all.ts.
export * from '../src/all.ts';
export type * from './address-block.ts';
export type * from './address-field.ts';
export type * from './chat.ts';
export type * from './check-box.ts';
export type * from './checkbox-radio.ts';
export type * from './church-product-filter.ts';
export type * from './content-block.ts';
export type * from './display-dependency.ts';
export type * from './drawers.ts';
export type * from './email-field.ts';
export type * from './geolocate-button.ts';
export type * from './location-field.ts';
export type * from './map.ts';
export type * from './missionary-phone-numbers.ts';
export type * from './offer-details-list.ts';
export type * from './offer-selector.ts';
export type * from './phone-field.ts';
export type * from './poll.ts';
export type * from './select-box.ts';
export type * from './select-group.ts';
export type * from './stepped-form.ts';
export type * from './text-area.ts';
export type * from './text-field.ts';
export type * from './unit-finder.ts';
