/**
 * The sign-up's send: the form's submit (after the browser's own validation of the fields) becomes the JSON
 * payload, sent to POST /api/simple-subscription; the phase the visitor sees follows the answer. The author's form
 * is never reset or replaced, so every answer survives a failure; a retry of an unchanged form reuses its
 * transaction id, so the server stores the sign-up once even when a lost answer made the visitor try again.
 * Request verification (src/request-verification.ts) gives the token sent with it; the formSubmit and formError
 * analytics go as for every form (spec sections 7 and 8).
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { track } from '../../src/analytics.ts';
import { readMeta } from '../../src/config.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { languageCodes } from '../../src/language-codes.ts';
import { elementLanguage } from '../../src/locale.ts';
import { getCookie } from '../../src/storage.ts';
import { formatMessage } from '../../src/strings.ts';
import type { SimpleSignUpEvents } from './events.ts';
import type { SimpleSignUpProps } from './simple-sign-up.tsx';
import {
  buildPayload,
  failureOf,
  safeRedirect,
  siteUrlOf,
  transactionFor,
  type SentSignUp,
  type SignUpChannel,
  type SignUpContext,
  type SignUpProblem,
} from './simple-sign-up-logic.ts';
import { controlNamed, labelOf, offersChoices } from './use-sign-up-form.ts';

export const SUBSCRIPTION_PATH = '/api/simple-subscription';

export type Phase =
  | { kind: 'ready' }
  | { kind: 'sending' }
  /** `retry`: the retry button shows (the same sign-up can be sent again as it is). */
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'redirecting' }
  | { kind: 'done' };

type Emit = <K extends keyof SimpleSignUpEvents>(name: K, detail: SimpleSignUpEvents[K], options?: { cancelable?: boolean }) => boolean;

type SendModules = { http: typeof import('../../src/api.ts'); send: typeof import('../../src/form-send.ts') };
let sendModules: Promise<SendModules> | undefined;

/**
 * The api client and the form-send kit (request verification) come with the visitor's first step into the form,
 * not with the element: a visitor who never signs up never loads them.
 */
function loadSend(): Promise<SendModules> {
  sendModules ??= Promise.all([import('../../src/api.ts'), import('../../src/form-send.ts')]).then(([http, send]) => ({ http, send }));
  return sendModules;
}

const LIST_ATTRIBUTE: Record<SignUpChannel, string> = { EMAIL: 'email-list-id', SMS: 'sms-list-id', WHATSAPP: 'whatsapp-list-id' };

function contextOf(element: HTMLElement, form: HTMLFormElement, props: SimpleSignUpProps): SignUpContext {
  return {
    listIds: { EMAIL: props.emailListId, SMS: props.smsListId, WHATSAPP: props.whatsappListId },
    clientRegion: props.clientRegion,
    cid: getCookie('cid') ?? '',
    siteUrl: siteUrlOf(location.href),
    country: props.country,
    pageCountry: readMeta('geocountry') ?? '',
    language: elementLanguage(element),
    choicesOffered: offersChoices(form),
  };
}

interface SubmitOptions {
  element: HTMLElement;
  tag: string;
  form: HTMLFormElement | null;
  props: SimpleSignUpProps;
  emit: Emit;
  /** Called once the thank-you is on screen (focus moves there). */
  onDone(): void;
}

export interface SignUpSubmit {
  phase: Phase;
  /** The retry button: submit the form again (the browser validates it again first). */
  retry(): void;
}

/** The visitor's message for a payload that cannot be sent, and where their focus goes. */
function problemMessage(problem: SignUpProblem, form: HTMLFormElement, props: SimpleSignUpProps, tag: string): { message: string; focus: HTMLElement | null } {
  switch (problem.kind) {
    case 'no-channel':
      return {
        message: props.chooseChannelMessage,
        focus: controlNamed(form, 'subscriptions') ?? controlNamed(form, 'emailSubscription') ?? controlNamed(form, 'phoneSubscription'),
      };
    case 'no-contact':
      return { message: props.contactRequiredMessage, focus: controlNamed(form, 'email') ?? controlNamed(form, 'phone') };
    case 'no-list-id':
      console.error(`<${tag}>: the visitor chose ${problem.channel} but ${LIST_ATTRIBUTE[problem.channel]} is empty; set the list to subscribe them to.`);
      return { message: props.errorMessage, focus: null };
    default: {
      const control = controlNamed(form, problem.field);
      return { message: formatMessage(props.fieldErrorMessage, { field: labelOf(control, problem.field) }), focus: control };
    }
  }
}

export function useSignUpSubmit(options: SubmitOptions): SignUpSubmit {
  const { form } = options;
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const busy = useRef(false);
  const sent = useRef<SentSignUp | null>(null);
  const latest = useLatest(options);

  useEffect(() => {
    if (!form) return undefined;
    // A form that sends is on the page: the verification script may load now (spec: only then).
    // The visitor starts on the form: the verification script may load now (spec: only when a form sends).
    const onStart = () =>
      void loadSend().then(
        ({ send }) => send.preloadFormVerification(),
        () => undefined,
      );
    form.addEventListener('focusin', onStart, { once: true });
    const fail = (message: string, retry: boolean, focus: HTMLElement | null) => {
      setPhase({ kind: 'failed', message, retry });
      focus?.focus();
    };

    const send = async () => {
      const { element, tag, props, emit, onDone } = latest.current;
      const built = buildPayload(new FormData(form), contextOf(element, form, props), languageCodes);
      if (!built.ok) {
        const { message, focus } = problemMessage(built.problem, form, props, tag);
        emit('vb-simple-sign-up-error', { reason: 'invalid', status: 0, field: built.problem.field, message: built.problem.kind });
        fail(message, false, focus);
        return;
      }
      const { http, send: kit } = await loadSend();
      const contentTitle = kit.formTitle(element, props.analyticsTitle);
      busy.current = true;
      setPhase({ kind: 'sending' });
      const verified = await kit.formVerificationToken();
      if (!verified.ok) {
        emit('vb-simple-sign-up-error', { reason: 'verification', status: 0, field: null, message: verified.message });
        track(element, 'formError', { contentTitle, interactionText: props.verificationFailedMessage });
        busy.current = false;
        fail(props.verificationFailedMessage, true, null);
        return;
      }
      // The token is not part of what makes two sends the same sign-up: each send asks for a fresh one.
      const attempt = transactionFor(sent.current, built.payload);
      sent.current = attempt;
      const body = { ...built.payload, transactionId: attempt.transactionId };
      const sentBody = verified.token ? { ...body, [kit.VERIFICATION_TOKEN_FIELD]: verified.token } : body;
      emit('vb-simple-sign-up-submit', { payload: body, transactionId: attempt.transactionId });
      track(element, 'formSubmit', { contentTitle });
      const { api, ApiError } = http;
      try {
        const answer = await api<{ id?: string }>(SUBSCRIPTION_PATH, { method: 'POST', json: sentBody });
        const redirectUrl = safeRedirect(props.redirectUrl, location.href);
        if (props.redirectUrl.trim() !== '' && !redirectUrl)
          console.error(`<${tag}>: redirect-url="${props.redirectUrl}" is not a path or an http(s) address; the thank-you shows instead.`);
        const detail = { id: String(answer?.id ?? ''), transactionId: attempt.transactionId, channels: body.subscriptions.map((s) => s.channel), redirectUrl };
        sent.current = null;
        const go = emit('vb-simple-sign-up-success', detail, { cancelable: true });
        if (redirectUrl && go) {
          setPhase({ kind: 'redirecting' });
          location.assign(redirectUrl);
          return;
        }
        // Committed first: the thank-you must be on screen to take focus.
        flushSync(() => setPhase({ kind: 'done' }));
        onDone();
      } catch (error) {
        const known = error instanceof ApiError ? error : null;
        const kind = known?.kind ?? 'network';
        const reason = kind === 'http' ? 'server' : kind === 'timeout' ? 'timeout' : 'network';
        emit('vb-simple-sign-up-error', {
          reason,
          status: known?.status ?? 0,
          field: known?.field ?? null,
          message: error instanceof Error ? error.message : String(error),
        });
        track(element, 'formError', { contentTitle, interactionText: kit.SERVER_ERROR_TEXT });
        const failure = failureOf(known?.status ?? 0, known?.field);
        if (failure.kind === 'field') {
          const control = controlNamed(form, failure.field);
          fail(formatMessage(props.fieldErrorMessage, { field: labelOf(control, failure.field) }), false, control);
        } else fail(props.errorMessage, true, null);
      } finally {
        busy.current = false;
      }
    };

    const onSubmit = (event: Event) => {
      event.preventDefault();
      if (busy.current) return;
      // The send's code could not load (offline before the first step into the form): the retry message.
      void send().catch(() => {
        busy.current = false;
        fail(latest.current.props.errorMessage, true, null);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusin', onStart);
    };
  }, [form, latest]);

  // The loading state on the author's form: busy for assistive technology, the submit buttons marked.
  const sending = phase.kind === 'sending' || phase.kind === 'redirecting';
  useEffect(() => {
    if (!form || !sending) return undefined;
    const buttons = Array.from(form.querySelectorAll<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"]'));
    form.setAttribute('aria-busy', 'true');
    // aria-disabled, not disabled: a disabled button drops the visitor's focus to <body>.
    for (const button of buttons) button.setAttribute('aria-disabled', 'true');
    return () => {
      form.removeAttribute('aria-busy');
      for (const button of buttons) button.removeAttribute('aria-disabled');
    };
  }, [form, sending]);

  return {
    phase,
    retry: () => form?.requestSubmit(),
  };
}
