ALTER TABLE "standings" DROP CONSTRAINT "standings_championship_id_championships_id_fk";
--> statement-breakpoint
ALTER TABLE "standings" DROP CONSTRAINT "standings_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "standings_rank_idx";--> statement-breakpoint
-- A deleted championship or account takes its boards' rows with it (standings has no foreign keys):
-- one statement for all the rows a DELETE removed.
CREATE FUNCTION standings_follow_deleted_championships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM standings s USING gone g WHERE s.championship_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER standings_follow_deleted_championships AFTER DELETE ON "championships"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION standings_follow_deleted_championships();--> statement-breakpoint
CREATE FUNCTION standings_follow_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM standings s USING gone g WHERE s.user_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER standings_follow_deleted_users AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION standings_follow_deleted_users();
