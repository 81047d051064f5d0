-- Issue 14 point 1: rows written before every way in followed the profile rules
-- (app/domain/accounts/profile-rules.ts) are repaired here, once.
-- Avatar: only a preset url, else none (the initials image is shown).
UPDATE "user" SET "image" = NULL
WHERE "image" IS NOT NULL
  AND "image" NOT IN (
    '/avatars/avatar_1.svg', '/avatars/avatar_2.svg', '/avatars/avatar_3.svg', '/avatars/avatar_4.svg',
    '/avatars/avatar_5.svg', '/avatars/avatar_6.svg', '/avatars/avatar_7.svg', '/avatars/avatar_8.svg',
    '/avatars/avatar_9.svg', '/avatars/avatar_10.svg'
  );
--> statement-breakpoint
-- Name: control characters and bidirectional overrides removed, trimmed, at most 100 characters.
UPDATE "user"
SET "name" = btrim(left(btrim(regexp_replace("name", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g')), 100))
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
   OR "name" <> btrim("name")
   OR char_length("name") > 100;
--> statement-breakpoint
-- Ban reason (free text an admin writes): the same character rule, at most 500 characters.
UPDATE "user"
SET "ban_reason" = btrim(left(btrim(regexp_replace("ban_reason", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g')), 500))
WHERE "ban_reason" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
   OR "ban_reason" <> btrim("ban_reason")
   OR char_length("ban_reason") > 500;
