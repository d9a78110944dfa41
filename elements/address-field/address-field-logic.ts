/**
 * vb-address-field's rules (spec section 3: the single address field reads deliveryLine1 and lastLine
 * of the US verification answer): what a candidate reads as, and whether the typed text already is it.
 */
import { normaliseAddress } from '../address-block/address-answers-logic.ts';

export interface FieldCandidate {
  deliveryLine1: string;
  lastLine: string;
}

/** POST /api/addressVerify's list: the candidates with a deliveryLine1 (delivery_line_1 as a fallback). */
export function fieldCandidates(body: unknown): FieldCandidate[] {
  if (!Array.isArray(body)) return [];
  const out: FieldCandidate[] = [];
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const line1 = typeof record.deliveryLine1 === 'string' ? record.deliveryLine1 : typeof record.delivery_line_1 === 'string' ? record.delivery_line_1 : '';
    const last = typeof record.lastLine === 'string' ? record.lastLine : typeof record.last_line === 'string' ? record.last_line : '';
    if (line1) out.push({ deliveryLine1: line1, lastLine: last });
  }
  return out;
}

/** The one line the field shows and submits for a candidate. */
export function candidateText(candidate: FieldCandidate): string {
  return [candidate.deliveryLine1, candidate.lastLine].filter(Boolean).join(', ');
}

export type FieldVerification = 'unchecked' | 'verified' | 'corrected' | 'unmatched' | 'failed';

/** What an answer means for the typed text: the same address, a correction of it, or nothing found. */
export function verificationOf(typed: string, candidates: readonly FieldCandidate[]): { status: 'verified' | 'corrected' | 'unmatched'; text: string } {
  const first = candidates[0];
  if (!first) return { status: 'unmatched', text: typed };
  const text = candidateText(first);
  // Commas and the ZIP+4 aside, the same words: the visitor typed the standard form.
  const words = (s: string) => normaliseAddress(s.replace(/,/g, ' ').replace(/(\d{5})-\d{4}\b/, '$1'));
  return { status: words(typed) === words(text) ? 'verified' : 'corrected', text };
}
