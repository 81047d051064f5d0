import crypto from "node:crypto";

/**
 * Sessions answered from this process's memory for a short while, so a signed-in page does not ask the
 * database who she is on every request. An entry is added only after better-auth validated the cookie
 * (app/domain/accounts/session.server.ts); it is dropped at its TTL, at the session's own expiry, and at
 * once on every instance when a session ends or what a page shows of its member changes (sign-out,
 * revocation, ban, role or profile change, account deletion): the accounts and chat areas publish those
 * events on the bus (platform/cluster-events.ts), and every instance's subscriber (server/events.ts) calls
 * `dropSessions`.
 *
 * Keys are a SHA-256 of the session cookie's value, never the value itself: a drop travels between
 * instances (PostgreSQL NOTIFY) and must not carry a credential.
 */
export type CachedSession<User> = { key: string; userId: string; user: User; expiresAt: number };

/** Which cached sessions to forget: one member's, one session's, or all. */
export type SessionDrop = { userId: string } | { key: string } | { all: true };

export class SessionCache<User = unknown> {
  private entries = new Map<string, CachedSession<User>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly dropListeners = new Set<(drop: SessionDrop) => void>();
  hits = 0;
  misses = 0;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.ttlMs = options.ttlMs ?? 30_000;
  }

  get size() {
    return this.entries.size;
  }

  /** The member behind a session cookie's value, while the entry is fresh; else undefined. */
  get(key: string, now = Date.now()): User | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (now >= entry.expiresAt) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.user;
  }

  /** Keeps a validated session until its TTL or `sessionExpiresAt`, whichever comes first. */
  set(key: string, userId: string, user: User, sessionExpiresAt: number, now = Date.now()) {
    const expiresAt = Math.min(now + this.ttlMs, sessionExpiresAt);
    if (expiresAt <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { key, userId, user, expiresAt });
    // Oldest first out (Map keeps insertion order); a session that comes back is inserted again.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The user id of a cached session (to drop every session of the member who ends this one). */
  userIdOf(key: string): string | undefined {
    return this.entries.get(key)?.userId;
  }

  /** How long an entry is trusted without asking the database again. */
  get ttl() {
    return this.ttlMs;
  }

  drop(drop: SessionDrop) {
    if ("all" in drop) this.entries.clear();
    else if ("key" in drop) this.entries.delete(drop.key);
    else for (const [key, entry] of this.entries) if (entry.userId === drop.userId) this.entries.delete(key);
    for (const listener of this.dropListeners) listener(drop);
  }

  /**
   * Called with every drop this cache applies: this instance's own, another instance's (the bus), and a
   * bus reconnection's `{ all: true }`. For what else holds a session in memory (the chat's sockets).
   * Returns the unsubscribe.
   */
  onDrop(listener: (drop: SessionDrop) => void): () => void {
    this.dropListeners.add(listener);
    return () => void this.dropListeners.delete(listener);
  }
}

/** The key of a session cookie's value. */
export function sessionKey(cookieValue: string): string {
  return crypto.createHash("sha256").update(cookieValue).digest("base64url");
}

/** The value of cookie `name` in a Cookie header, or null (the first one, as better-auth reads it). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let from = 0;
  for (;;) {
    const at = header.indexOf(name, from);
    if (at === -1) return null;
    const before = at === 0 ? "" : header.slice(0, at).trimEnd();
    if ((at === 0 || before.endsWith(";")) && header.charCodeAt(at + name.length) === 61 /* = */) {
      const start = at + name.length + 1;
      const end = header.indexOf(";", start);
      const raw = (end === -1 ? header.slice(start) : header.slice(start, end)).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
    from = at + name.length;
  }
}

/** The process's one session cache. */
export const sessionCache = new SessionCache();

/** A session ended or its member changed: drops it from this instance's cache (each instance hears the event). */
export function dropSessions(drop: SessionDrop, cache: SessionCache = sessionCache): void {
  cache.drop(drop);
}
