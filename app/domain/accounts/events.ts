import type { SessionDrop } from "#platform/session-cache.ts";

/** What the accounts area says after a committed write (`publishEvent`, platform/cluster-events.ts). */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** An admin changed a member's role. */
    "member.roleChanged": { userId: string };
    /** A member changed her name or avatar (the session cache holds both). */
    "member.profileChanged": { userId: string };
    /** An auth call (sign-out, revocation, ban, password change…) ended or changed these sessions. */
    "member.sessionsRevoked": { drop: SessionDrop };
    /** A member deleted her account: her sessions, her open chat sockets and pages that showed her name go. */
    "account.deleted": { userId: string };
  }
}
