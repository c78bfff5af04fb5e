-- Decision 049: who deactivated each account that is off today. A manager or scanner off and on no
-- team was removed from a team (a new invitation may bring them back); any other account off was
-- turned off by an admin (only admins deactivate owners, staff and admins), and stays off until an
-- admin turns it on.
UPDATE "users" u SET "deactivated_by" = CASE
  WHEN u."role" IN ('manager', 'scanner')
    AND EXISTS (SELECT 1 FROM "bar_members" m WHERE m."user_id" = u."id" AND m."removed_at" IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM "bar_members" m WHERE m."user_id" = u."id" AND m."removed_at" IS NULL)
  THEN 'team' ELSE 'admin' END
WHERE NOT u."active";
