/**
 * The parts of a page that depend on who is signed in, marked in the rendered HTML so a page kept for
 * visitors can be served to a member with only those parts filled in (server/personal-page.ts). An
 * element carrying `data-personal="<slot>"` holds exactly that slot's markup as its only content, the
 * same markup `renderPersonalSlots` (app/entry.server.tsx) renders for the visitor or the member.
 */
export const PERSONAL_SLOT_ATTRIBUTE = "data-personal";

/** The header's account area ('Login' or 'My Profile'), on the desktop bar and in the phone menu. */
export const ACCOUNT_SLOT = "account";

export const PERSONAL_SLOTS = [ACCOUNT_SLOT] as const;
export type PersonalSlot = (typeof PERSONAL_SLOTS)[number];
