/**
 * POST /api/form-submission (form-urlencoded) and POST /api/simple-subscription (JSON), spec section 7.
 * Both: validated (forms/submission.ts, forms/subscription.ts), stored once per idempotency key
 * (forms/store.ts), request verification when a site key is configured (forms/verification.ts).
 * First store 201, replay 200 with the same body and `Idempotent-Replayed: true`.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readVerificationConfig, type VerificationSettings } from '../config.ts';
import { createFormsStore, type StoreOutcome } from '../forms/store.ts';
import { readSubmission } from '../forms/submission.ts';
import { readSubscription, subscriptionSchema, type SubscriptionBody } from '../forms/subscription.ts';
import { FORM_CONTENT_TYPE, FormBody, registerFormParser } from '../forms/urlencoded.ts';
import {
  checkToken,
  createTokenLedger,
  FORM_SUBMIT_ACTION,
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_TOKEN_FIELD,
  type TokenLedger,
  type TokenProblem,
} from '../forms/verification.ts';
import { InputError } from '../validation.ts';

export const REPLAY_HEADER = 'idempotent-replayed';

/** A failed verification: the spec's message, the token field, and what was wrong with the token. */
export class VerificationError extends InputError {
  constructor(readonly problem: TokenProblem) {
    super(VERIFICATION_TOKEN_FIELD, VERIFICATION_FAILED_MESSAGE, 403);
  }
}

/** Runs inside the storing transaction, so a token is spent only by the submission it let in. */
function verifier(settings: VerificationSettings | null, ledger: TokenLedger, token: string | undefined): () => void {
  return () => {
    if (settings === null) return;
    const check = checkToken(settings, token, FORM_SUBMIT_ACTION);
    if (!check.ok) throw new VerificationError(check.problem);
    if (!ledger.spend(check.nonce, check.expiresMs)) throw new VerificationError('used');
  };
}

/**
 * Stores through `save` and answers `{ ok, id, transactionId }`: 201 the first time, 200 with the replay
 * header after. A failed verification is a 403 naming the token field, with what was wrong with it.
 */
function storeAndAnswer(reply: FastifyReply, transactionId: string | null, save: () => StoreOutcome): FastifyReply | Record<string, unknown> {
  let outcome: StoreOutcome;
  try {
    outcome = save();
  } catch (error) {
    if (!(error instanceof VerificationError)) throw error;
    return reply.code(403).type('application/json; charset=utf-8').send({ error: error.message, field: error.field, reason: error.problem });
  }
  reply.code(outcome.created ? 201 : 200);
  if (!outcome.created) reply.header(REPLAY_HEADER, 'true');
  return { ok: true, id: outcome.id, transactionId };
}

const formSubmissionRoutes: FastifyPluginAsync = async (api) => {
  const settings = readVerificationConfig();
  const store = createFormsStore(api.db);
  const ledger = createTokenLedger(api.db);

  // Only form bodies here: the JSON and text parsers go, and any other type gets a 415 that says what to send.
  api.removeAllContentTypeParsers();
  registerFormParser(api);
  api.addContentTypeParser('*', (_request, _payload, done) => {
    done(new InputError('content-type', `Send the form as ${FORM_CONTENT_TYPE}`, 415), undefined);
  });

  api.post('/form-submission', async (request, reply) => {
    if (!(request.body instanceof FormBody)) {
      throw new InputError('body', `The form is missing: send its fields as ${FORM_CONTENT_TYPE}`);
    }
    const { record, token } = readSubmission(request.body);
    return storeAndAnswer(reply, record.transactionId, () =>
      store.saveSubmission({ ...record, verified: settings !== null }, verifier(settings, ledger, token)),
    );
  });
};

const subscriptionRoutes: FastifyPluginAsync = async (api) => {
  const settings = readVerificationConfig();
  const store = createFormsStore(api.db);
  const ledger = createTokenLedger(api.db);

  api.post<{ Body: SubscriptionBody }>('/simple-subscription', { schema: subscriptionSchema }, async (request, reply) => {
    const { record, token } = readSubscription(request.body);
    // Thank-you or redirect is the sign-up element's choice (its attributes); the server only confirms.
    return storeAndAnswer(reply, record.transactionId, () =>
      store.saveSubscription({ ...record, verified: settings !== null }, verifier(settings, ledger, token)),
    );
  });
};

export const formRoutes: FastifyPluginAsync = async (api) => {
  await api.register(formSubmissionRoutes);
  await api.register(subscriptionRoutes);
};
