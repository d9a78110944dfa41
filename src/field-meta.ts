/**
 * The props every form field shares (issue 13: `name`, `label`, `hint`, `required`, `value`, `disabled`,
 * `placeholder`), typed once and documented once. Pure data with no imports but types: an element's meta.ts
 * uses it and Node reads meta.ts without a DOM (scripts/manifest.ts, scripts/vite-slim-meta.ts).
 * A field keeps its own default or description where its meaning differs; the rest is worded here.
 */
import type { PropSpec } from './define-element.ts';

/** What every field takes; a field's props interface extends it (or the part of it that makes sense). */
export interface BaseFieldProps {
  name: string;
  label: string;
  hint: string;
  required: boolean;
  value: string;
  disabled: boolean;
  placeholder: string;
}

type BaseKey = keyof BaseFieldProps;
type BaseSpecs = { [K in BaseKey]: PropSpec<BaseFieldProps[K]> };
type Override<T> = Partial<Pick<PropSpec<T>, 'default' | 'description' | 'attribute'>>;

export interface BaseFieldOptions<O extends BaseKey> {
  /** 'group': a fieldset of choices whose label is a legend (select-group, checkbox-radio, offers). */
  kind?: 'input' | 'group';
  /** Base props that make no sense for this field (a checkbox has no placeholder). */
  omit?: readonly O[];
  /** This field's own default or wording of a base prop. */
  overrides?: { [K in BaseKey]?: Override<BaseFieldProps[K]> };
}

function specs(kind: 'input' | 'group'): BaseSpecs {
  const group = kind === 'group';
  return {
    name: { type: 'string', default: '', description: 'The name the form submits the value under. Empty: nothing is submitted.' },
    label: group
      ? { type: 'string', default: '', description: "The group's legend. Without one, name the group with `aria-label` on the element." }
      : { type: 'string', default: '', description: 'The visible label. Without one, label the field with `aria-label` or a `<label for>` its id.' },
    hint: group
      ? { type: 'string', default: '', description: 'Help text under the legend, tied to the group with `aria-describedby`.' }
      : { type: 'string', default: '', description: 'Help text under the label, tied to the input with `aria-describedby`.' },
    required: { type: 'boolean', default: false, description: 'The form is not sent while the field is empty; `required-message` shows.' },
    value: { type: 'string', default: '', description: 'The starting value, and what form reset goes back to.' },
    disabled: {
      type: 'boolean',
      default: false,
      description: 'Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does).',
    },
    placeholder: { type: 'string', default: '', description: 'Example text shown while empty. Not a label: screen readers may skip it.' },
  };
}

/**
 * The meta.ts entries of the base props, in the order every field documents them:
 * `props: { ...baseFieldProps({ overrides: { name: { default: 'email' } } }), verify: {...} }`.
 */
export function baseFieldProps<O extends BaseKey = never>(options: BaseFieldOptions<O> = {}): Omit<BaseSpecs, O> {
  const all = specs(options.kind ?? 'input');
  const omitted: readonly BaseKey[] = options.omit ?? [];
  const result: Partial<Record<BaseKey, PropSpec<string | boolean>>> = {};
  for (const key of Object.keys(all) as BaseKey[]) {
    if (omitted.includes(key)) continue;
    result[key] = { ...all[key], ...options.overrides?.[key] } as PropSpec<string | boolean>;
  }
  return result as Omit<BaseSpecs, O>;
}

/** A fieldset of choices (checkbox-radio, select-group, offer-selector): the group's base props, with no placeholder. */
export function choiceGroupProps(overrides: BaseFieldOptions<'placeholder'>['overrides'] = {}): Omit<BaseSpecs, 'placeholder'> {
  return baseFieldProps({ kind: 'group', omit: ['placeholder'], overrides });
}

/**
 * The conditional field (src/conditional-field.ts): a field a subscription checkbox can make required shows its own
 * `conditional-required-message` then. Declared once; spread into the meta of each field that reads it.
 */
export const CONDITIONAL_FIELD_PROPS: { requiredBy: PropSpec<string> } = {
  requiredBy: {
    type: 'string',
    attribute: 'data-vb-required-by',
    default: '',
    description:
      'Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows ' +
      '`conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it.',
  },
};

/** The word a required checkbox group's legend ends with for screen readers; its star is not read (src/form-control.tsx FieldGroup). */
export const REQUIRED_TEXT_PROP: PropSpec<string> = {
  type: 'string',
  default: 'required',
  description:
    'Read by screen readers after the legend of a required group of checkboxes, as "(required)" (the star is not read; a radio group says required itself). Give your language\'s word.',
};

/** The custom properties of styles/field.css, which every field that draws an input adopts. */
export const FIELD_CSS_PROPERTIES = {
  '--vb-field-border-color': 'Border of the input (shared by every field). Default: `#767676`.',
  '--vb-field-invalid-color': 'Border and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
  '--vb-field-radius': 'Corner radius of the input (shared by every field). Default: `--vb-radius` (`6px`).',
  '--vb-field-background': 'Background of the input (shared by every field). Default: `--vb-color-background` (`#fff`).',
} as const;
