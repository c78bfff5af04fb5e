CREATE TABLE "league_versions" (
	"league_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_versions" ADD CONSTRAINT "league_versions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a league's members' version moves in the writer's transaction, whoever writes
-- (a join, a leave, a removal, an account deleted, a nickname changed). Rows are locked in league
-- order, so two writers moving several leagues wait for each other instead of deadlocking. Update
-- only: the row is made with its league, and a league being deleted has nothing left to move.
CREATE FUNCTION league_versions_move(moved uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE league_versions v SET version = v.version + 1
  FROM (SELECT league_id FROM league_versions WHERE league_id = ANY (moved) ORDER BY league_id FOR UPDATE) o
  WHERE v.league_id = o.league_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION league_members_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition table its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM league_versions_move(ARRAY(SELECT DISTINCT league_id FROM added));
  ELSE
    PERFORM league_versions_move(ARRAY(SELECT DISTINCT league_id FROM removed));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER league_members_version_added AFTER INSERT ON "league_members" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION league_members_version();
--> statement-breakpoint
CREATE TRIGGER league_members_version_removed AFTER DELETE ON "league_members" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION league_members_version();
--> statement-breakpoint
-- A nickname shows on every board its player is on: the championships' boards (remembered by their
-- boards' version) and the leagues' (by their members' version). The championships are found by
-- the player's predictions and answers, each a seek of its `user_id` index.
CREATE FUNCTION users_nickname_boards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_versions (championship_id, version)
  SELECT played.id, 1 FROM (
    SELECT championship_id AS id FROM predictions WHERE user_id = NEW.id
    UNION SELECT championship_id FROM question_answers WHERE user_id = NEW.id
  ) played ORDER BY played.id
  ON CONFLICT (championship_id) DO UPDATE SET version = board_versions.version + 1;
  PERFORM league_versions_move(ARRAY(SELECT league_id FROM league_members WHERE user_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_nickname_boards AFTER UPDATE OF nickname ON "users"
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname) EXECUTE FUNCTION users_nickname_boards();
--> statement-breakpoint
CREATE FUNCTION leagues_version_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_versions (league_id) SELECT id FROM made;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leagues_version_row AFTER INSERT ON "leagues" REFERENCING NEW TABLE AS made
  FOR EACH STATEMENT EXECUTE FUNCTION leagues_version_row();
--> statement-breakpoint
INSERT INTO league_versions (league_id) SELECT id FROM leagues;
