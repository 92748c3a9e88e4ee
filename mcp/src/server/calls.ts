/**
 * The `tools/call` requests one MCP connection has in flight, by JSON-RPC id. Two jobs:
 *
 * - **Raw arguments.** The SDK checks `tools/call` against its own schema before any handler
 *   runs: arguments that are not a plain object (an array, a string, `null`, an object with
 *   a `constructor` key) get a JSON-RPC internal error holding a validation dump, and the
 *   object it passes on is rebuilt, which silently drops a `__proto__` key. So the
 *   arguments are taken aside as the message arrives (`arrived`) and handed to the tool
 *   (`take`), whose parser refuses whatever is wrong in its own words, with a JSON path.
 * - **Abandonment.** A transport that sees a caller go away while its call is unanswered
 *   (over HTTP: the response closed before the result was written) says so (`abandon`); the
 *   call's `abandoned` signal aborts, and a waiting call then ends by its deadline.
 *
 * An entry lives from the request's arrival until its response is sent (`finished`), so
 * the table holds no more than the connection's requests in flight.
 */
import type { RequestId } from '@modelcontextprotocol/server';

export interface CallState {
  /** The raw `params.arguments`, exactly as sent (`undefined` when absent). */
  args: unknown;
  /** Aborts when the transport saw the caller go away before the result was sent. */
  readonly abandoned: AbortSignal;
}

interface Entry extends CallState {
  readonly controller: AbortController;
}

export class CallTable {
  readonly #calls = new Map<RequestId, Entry>();

  /** Records a `tools/call` as it arrives, with its raw arguments. */
  arrived(id: RequestId, args: unknown): void {
    // A client reusing an id in flight breaks its own calls (the SDK keys them by id too);
    // the earlier entry is replaced, never kept alive.
    const controller = new AbortController();
    this.#calls.set(id, { args, controller, abandoned: controller.signal });
  }

  /** The call's state for its handler; its arguments are handed over once. */
  take(id: RequestId): CallState | undefined {
    const entry = this.#calls.get(id);
    if (!entry) return undefined;
    const state: CallState = { args: entry.args, abandoned: entry.abandoned };
    entry.args = undefined;
    return state;
  }

  /** The caller is gone: aborts the call's `abandoned` signal. Unknown ids are ignored. */
  abandon(id: RequestId): void {
    const entry = this.#calls.get(id);
    this.#calls.delete(id);
    entry?.controller.abort();
  }

  /** The response was sent: forgets the call. */
  finished(id: RequestId): void {
    this.#calls.delete(id);
  }

  /** Calls in flight (for tests and diagnostics). */
  get size(): number {
    return this.#calls.size;
  }
}
