import { useMemo, useRef, useState } from 'react';
import { FieldGroup, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { OfferSelectorEvents } from './events.ts';
import type { meta } from './meta.ts';
import { offerFields, parseOffers, parseSelection } from './offer-selector-logic.ts';
import type { PropsOf } from '../../src/props.ts';

export type OfferSelectorProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-offer-selector__';
/** The block the form-control kit derives its classes from (`<Field block>`), and the root's class. */
const BLOCK = 'vb-offer-selector';

/** The offers a visitor asks for, as checkboxes (or radios); submitted as offerType, oItemId and sourceId. */
export function OfferSelector(props: OfferSelectorProps) {
  const id = useDomId();
  const emit = useEmit<OfferSelectorEvents>();
  const offers = useMemo(() => parseOffers(props.offers), [props.offers]);
  const initial = () => parseSelection(props.value, offers, props.multiple);
  const [selected, setSelected] = useState<ReadonlySet<string>>(initial);
  const [touched, setTouched] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const formValue = useMemo(() => {
    const data = new FormData();
    for (const [key, value] of offerFields(offers, selected)) data.append(key, value);
    return data;
  }, [offers, selected]);
  const error: FieldError | null = useMemo(
    () => (props.required && selected.size === 0 ? { flags: { valueMissing: true }, message: props.requiredMessage } : null),
    [props.required, selected.size, props.requiredMessage],
  );
  const control = useFormControl({
    name: props.name,
    formValue,
    state: selected.size > 0 ? Array.from(selected).join(',') : '',
    error,
    anchor: first,
    label: props.label,
    disabled: props.disabled,
    onReset: () => {
      setSelected(initial());
      setTouched(false);
    },
    onRestore: (saved) => setSelected(parseSelection(saved, offers, props.multiple)),
  });
  const invalid = (control.showError || touched) && error !== null;

  const toggle = (oItemId: string, checked: boolean) => {
    const next = new Set(props.multiple ? selected : []);
    if (checked) next.add(oItemId);
    else next.delete(oItemId);
    setSelected(next);
    setTouched(true);
    const chosen = offers.filter((offer) => next.has(offer.oItemId));
    emit('vb-offer-selector-change', { oItemIds: chosen.map((offer) => offer.oItemId), offerTypes: chosen.map((offer) => offer.offerType) });
  };

  return (
    <FieldGroup
      id={id}
      field={props}
      invalid={invalid}
      block={BLOCK}
      control={control}
      className={`${BLOCK}${invalid ? ` ${BLOCK}--invalid` : ''}`}
      parts={{ group: 'group', legend: 'legend' }}
      role={props.multiple ? undefined : 'radiogroup'}
    >
      <div className={`${C}offers`} part="offers">
        {offers.map((offer, i) => (
          <label key={offer.oItemId} className={`vb-choice-card ${C}offer`} part="offer">
            <input
              ref={i === 0 ? first : undefined}
              className={`${C}control`}
              part="control"
              type={props.multiple ? 'checkbox' : 'radio'}
              name={props.multiple ? undefined : `${id}-offer`}
              value={offer.oItemId}
              checked={selected.has(offer.oItemId)}
              // Radios: the radiogroup says invalid; checkboxes say it each.
              aria-invalid={props.multiple && invalid ? true : undefined}
              onChange={(event) => toggle(offer.oItemId, event.currentTarget.checked)}
            />
            <span className={`${C}text`}>
              <span className={`${C}label`} part="offer-label">
                {offer.label}
              </span>
              {offer.description ? (
                <span className={`${C}description`} part="description">
                  {offer.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
