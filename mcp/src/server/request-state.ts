/**
 * The `requestState` of MCP 2026-07-28: what a `provide_choice` call that returned
 * `input_required` needs on its retry, sealed with AES-256-GCM under the deployment's key so
 * the client can neither read nor change it. It names the question, the client that asked
 * (see `ModernClient.owner`), a digest of the call's arguments, and a deadline; its nonce is
 * recorded in the store when a retry uses it, so each state is used once, on any instance.
 *
 * Every refusal is a JSON-RPC Invalid Params error (`-32602`) whose message says which check
 * failed and whose `data.reason` names it; nothing is changed by a refused retry.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { isRecord } from 'choice-prompts/protocol.js';
import { canonical } from './store.js';

/** What a sealed state carries. */
export interface StatePayload {
  /** The question's id. */
  q: string;
  /** The asking client (`ModernClient.owner`). */
  o: string;
  /** Digest of the call's arguments (`argumentsDigest`). */
  a: string;
  /** What the retry answers: the form, or the page the client opened. */
  k: 'form' | 'page';
  /** When it was issued and until when it may be used (epoch ms). */
  t: number;
  exp: number;
  /** 128 random bits: the single use is recorded by this. */
  n: string;
}

/** Why a state was refused, as `data.reason`. */
export type StateRefusal = 'malformed' | 'forged' | 'expired' | 'replayed' | 'other-client' | 'other-question';

const VERSION = 'cps1.';
const AAD = Buffer.from('choice-prompts requestState v1');

const MESSAGES: Record<StateRefusal, string> = {
  malformed: 'The requestState is not one this server issued (it is not a sealed state at all). Echo the requestState of the input_required result exactly, or call again without it to ask anew.',
  forged: 'The requestState does not open with this server\'s key: it was changed, made up, or sealed by an instance with another key (give every instance the same CHOICE_PROMPTS_STATE_KEY). Nothing was answered; call again without requestState to ask anew.',
  expired: 'The requestState has expired: the retry came after the question\'s deadline. Nothing was answered; call again without requestState to ask anew.',
  replayed: 'The requestState was already used: each one answers one retry. Use the requestState of the latest input_required result.',
  'other-client': 'The requestState belongs to another client: only the client that was asked may retry with it. Nothing was answered.',
  'other-question': 'The requestState belongs to another question: the retry must repeat the arguments of the call that returned it. Nothing was answered.',
};

/** The JSON-RPC error a refused state gets. */
export function stateError(reason: StateRefusal): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, MESSAGES[reason], { reason: 'invalid_request_state', check: reason });
}

/** A SHA-256 of the arguments as canonical JSON: the same arguments give the same digest. */
export function argumentsDigest(args: unknown): string {
  return createHash('sha256').update(canonical(args ?? {})).digest('base64url');
}

/** Seals and opens states under one key (AES-256-GCM, a fresh 96-bit IV each time). */
export class StateSealer {
  readonly #key: Buffer;

  /** `key` of 32 bytes; without one, a random key for this process only (states then open on this process alone). */
  constructor(key?: Buffer) {
    this.#key = key ?? randomBytes(32);
  }

  seal(payload: Omit<StatePayload, 'n'>): { state: string; nonce: string } {
    const nonce = randomBytes(16).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(JSON.stringify({ ...payload, n: nonce }), 'utf8'), cipher.final()]);
    return { state: VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'), nonce };
  }

  /**
   * The payload of `state` after the checks that need no store: sealed by this key, not
   * expired at `now`, issued to `owner` for a call with `digest`. Throws the refusal's error.
   */
  open(state: unknown, { owner, digest, now }: { owner: string; digest: string; now: number }): StatePayload {
    if (typeof state !== 'string' || !state.startsWith(VERSION) || state.length > 4096) throw stateError('malformed');
    const raw = Buffer.from(state.slice(VERSION.length), 'base64url');
    if (raw.length < 12 + 16 + 2) throw stateError('malformed');
    let payload: unknown;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
      payload = JSON.parse(text);
    } catch {
      throw stateError('forged');
    }
    if (!isStatePayload(payload)) throw stateError('forged');
    if (payload.exp <= now) throw stateError('expired');
    if (payload.o !== owner) throw stateError('other-client');
    if (payload.a !== digest) throw stateError('other-question');
    return payload;
  }
}

function isStatePayload(value: unknown): value is StatePayload {
  if (!isRecord(value)) return false;
  const { q, o, a, k, t, exp, n } = value as Record<string, unknown>;
  return (
    typeof q === 'string' &&
    typeof o === 'string' &&
    typeof a === 'string' &&
    (k === 'form' || k === 'page') &&
    typeof t === 'number' &&
    typeof exp === 'number' &&
    typeof n === 'string'
  );
}

/** Whether `value` is a non-empty record of input responses. */
export function hasInputResponses(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).length > 0;
}
