/** vb-email-field's server check (GET {prefix}/api/emailVerify) on the server-check kit, announced as vb-email-field-verify. */
import type { RefObject } from 'react';
import { api } from '../../src/api.ts';
import { useServerCheck, type ServerCheck } from '../../src/hooks/use-server-check.ts';
import type { EmailFieldVerifyDetail } from './events.ts';
import { readEmailAnswer, type EmailCheck } from './email-logic.ts';

export function useEmailCheck(
  host: HTMLElement,
  input: RefObject<HTMLInputElement | null>,
  address: string,
  verify: boolean,
  emitVerify: (detail: EmailFieldVerifyDetail) => void,
): ServerCheck<EmailCheck> {
  return useServerCheck<EmailCheck>({
    key: address,
    enabled: verify,
    host,
    input,
    ask: (key, signal) => api('/api/emailVerify', { query: { address: key }, prefixed: true, signal }).then(readEmailAnswer),
    onAnswer: (key, answer) => {
      emitVerify({ address: key, status: answer.status, code: answer.status === 'invalid' ? answer.code : null });
    },
  });
}
