/**
 * The verification modal of vb-address-block: the suggestions as radios, the address as entered last, and the
 * Edit and Continue/Confirm buttons. Shown and hidden by useAddressModal (the overlay kit).
 */
import type { RefObject } from 'react';
import type { Candidate } from './address-answers-logic.ts';
import { C } from './address-parts.tsx';

export interface VerifyModalProps {
  ref: RefObject<HTMLDialogElement | null>;
  id: string;
  candidates: readonly Candidate[];
  choice: string;
  setChoice: (choice: string) => void;
  /** The address as the visitor typed it, on one line. */
  entered: string;
  words: { modalTitle: string; suggestedText: string; noMatchText: string; enteredLabel: string; editText: string; confirmText: string; continueText: string };
  onEdit: () => void;
  onConfirm: (chosen: Candidate) => void;
  onContinue: () => void;
}

export function VerifyModal({ ref, id, candidates, choice, setChoice, entered, words, onEdit, onConfirm, onContinue }: VerifyModalProps) {
  const chosen = choice === 'entered' ? undefined : candidates[Number(choice)];
  const titleId = `${id}-modal-title`;
  return (
    <dialog ref={ref} className={`${C}modal`} part="modal" aria-labelledby={titleId}>
      <h2 id={titleId} className={`${C}modal-title`} part="modal-title">
        {words.modalTitle}
      </h2>
      <p className={`${C}modal-text`} part="modal-text">
        {candidates.length > 0 ? words.suggestedText : words.noMatchText}
      </p>
      <div className={`${C}options`} part="options" role="radiogroup" aria-labelledby={titleId}>
        {candidates.map((candidate, i) => (
          <label key={`${i}-${candidate.text}`} className={`vb-choice-card ${C}choice`} part="choice">
            <input type="radio" name={`${id}-choice`} value={String(i)} checked={choice === String(i)} onChange={() => setChoice(String(i))} />
            <span>{candidate.text}</span>
          </label>
        ))}
        <label className={`vb-choice-card ${C}choice`} part="choice choice-entered">
          <input type="radio" name={`${id}-choice`} value="entered" checked={choice === 'entered'} onChange={() => setChoice('entered')} />
          <span>
            <span className={`${C}entered-label`}>{words.enteredLabel}</span> {entered}
          </span>
        </label>
      </div>
      <div className={`${C}modal-actions`} part="modal-actions">
        <button type="button" className={`${C}button vb-button ${C}button--secondary`} part="button edit" onClick={onEdit}>
          {words.editText}
        </button>
        <button type="button" className={`${C}button vb-button`} part="button confirm" onClick={() => (chosen ? onConfirm(chosen) : onContinue())}>
          {chosen ? words.confirmText : words.continueText}
        </button>
      </div>
    </dialog>
  );
}
