/**
 * Who may see a question outside the MCP client. Each MCP connection lists its questions in a
 * page scope of its own, or in one it shares with the connections that gave the same page
 * group secret; an event stream opened with a scope's key lists that scope's questions only.
 */
import { randomId } from 'choice-prompts/protocol.js';

/** A page group secret: at least 128 bits, URL-safe (`openssl rand -hex 32` makes one). */
export const PAGE_GROUP_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

/** The questions one person's page may list, and the key that opens its event stream. */
export class PageScope {
  /** 256 random bits; handed out only with a read of one of this scope's own questions. */
  readonly key = randomId('pk', 32);
}

/**
 * The scopes in use, found by key (an event stream) or by group secret (a connection joining
 * a group). Held weakly: a scope lives as long as a connection, a question or a stream uses
 * it, and is forgotten once nothing does.
 */
export class PageScopes {
  readonly #byKey = new Map<string, WeakRef<PageScope>>();
  readonly #byGroup = new Map<string, WeakRef<PageScope>>();
  readonly #collected = new FinalizationRegistry<{ key: string; group?: string }>(({ key, group }) => {
    if (this.#byKey.get(key)?.deref() === undefined) this.#byKey.delete(key);
    if (group !== undefined && this.#byGroup.get(group)?.deref() === undefined) this.#byGroup.delete(group);
  });

  /** A scope of its own (a connection that shares its page with nobody). */
  create(group?: string): PageScope {
    const scope = new PageScope();
    this.#byKey.set(scope.key, new WeakRef(scope));
    if (group !== undefined) this.#byGroup.set(group, new WeakRef(scope));
    this.#collected.register(scope, { key: scope.key, ...(group !== undefined && { group }) });
    return scope;
  }

  /** The scope every connection that gives `group` shares (see `PAGE_GROUP_PATTERN`). */
  forGroup(group: string): PageScope {
    return this.#byGroup.get(group)?.deref() ?? this.create(group);
  }

  /** The scope whose event stream `key` opens, if it is still in use. */
  byKey(key: string): PageScope | undefined {
    return this.#byKey.get(key)?.deref();
  }
}
