-- Hand-written data repair (no schema change). The name rule (app/domain/accounts/profile-rules.ts)
-- now refuses a name made only of invisible characters (zero-width spaces, directional marks, word
-- joiners, fillers): it showed as a blank in the admin list and beside chat messages instead of 'Not set'.
-- Such names stored before the rule become empty ('Not set'; the initials avatar falls back to the email).
UPDATE "user" SET "name" = ''
WHERE "name" <> ''
  AND "name" ~ '^[[:space:]\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028\u2029\u202f\u205f\u2060-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]+$';
