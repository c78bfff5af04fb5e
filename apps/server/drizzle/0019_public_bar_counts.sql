CREATE TABLE "match_public_bars" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_public_bars" ADD CONSTRAINT "match_public_bars_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bars_public_order_idx" ON "bars" USING btree ("city","name","id") WHERE "bars"."status" = 'accepted' and "bars"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "bars_public_location_idx" ON "bars" USING btree ("latitude","longitude") WHERE "bars"."status" = 'accepted' and "bars"."trashed_at" is null and "bars"."latitude" is not null;--> statement-breakpoint
-- Decision 057: how many public bars (accepted, not in the trash) show each match, kept in the
-- transaction that changes it, whoever writes. Statement triggers with transition tables: a
-- statement's changes are summed per match, and each match's counter row moves once, so 10,000
-- broadcasts inserted at once are one update, not 10,000 versions of one row. A counter row is
-- updated in place (`bars = bars + delta`): two transactions at once queue on it and both count.
-- Matches in id order, so two statements lock their counters in the same order. Taking away is an
-- update only: a counted broadcast has its row, and when the match itself is being deleted the row
-- may be gone already (nothing left to count).
CREATE FUNCTION match_public_bars_add(counted_match uuid, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO match_public_bars AS c (match_id, bars) VALUES (counted_match, delta)
      ON CONFLICT (match_id) DO UPDATE SET bars = c.bars + excluded.bars;
  ELSE
    UPDATE match_public_bars SET bars = bars + delta WHERE match_id = counted_match;
  END IF;
END
$$;
--> statement-breakpoint
-- Broadcasts added, removed or moved. Their bars are first held FOR SHARE until the transaction
-- ends: a status change of such a bar at the same moment waits for this statement, or this
-- statement for it, and the one that goes second sees the other's row (each statement of a
-- trigger reads afresh). A broadcast deleted with its bar finds no bar: the bar's own trigger
-- counted it out before.
CREATE FUNCTION bar_broadcasts_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
  delta integer;
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM added) ORDER BY b.id FOR SHARE;
    FOR shown, delta IN
      SELECT a.match_id, count(*)::int FROM added a JOIN bars b ON b.id = a.bar_id
      WHERE b.status = 'accepted' AND b.trashed_at IS NULL GROUP BY a.match_id ORDER BY a.match_id
    LOOP
      PERFORM match_public_bars_add(shown, delta);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM removed) ORDER BY b.id FOR SHARE;
    FOR shown, delta IN
      SELECT r.match_id, -count(*)::int FROM removed r JOIN bars b ON b.id = r.bar_id
      WHERE b.status = 'accepted' AND b.trashed_at IS NULL GROUP BY r.match_id ORDER BY r.match_id
    LOOP
      PERFORM match_public_bars_add(shown, delta);
    END LOOP;
  ELSE
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM added UNION SELECT bar_id FROM removed) ORDER BY b.id FOR SHARE;
    FOR shown, delta IN
      SELECT d.match_id, sum(d.delta)::int FROM (
        SELECT a.match_id, 1 AS delta FROM added a JOIN bars b ON b.id = a.bar_id WHERE b.status = 'accepted' AND b.trashed_at IS NULL
        UNION ALL
        SELECT r.match_id, -1 FROM removed r JOIN bars b ON b.id = r.bar_id WHERE b.status = 'accepted' AND b.trashed_at IS NULL
      ) d GROUP BY d.match_id HAVING sum(d.delta) <> 0 ORDER BY d.match_id
    LOOP
      PERFORM match_public_bars_add(shown, delta);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables fires on one event: three triggers of the one function. An
-- update that moves no broadcast (its screen, its sound) nets to nothing and writes nothing.
CREATE TRIGGER bar_broadcasts_public_bars_added AFTER INSERT ON "bar_broadcasts" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION bar_broadcasts_public_bars();
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_public_bars_removed AFTER DELETE ON "bar_broadcasts" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION bar_broadcasts_public_bars();
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_public_bars_moved AFTER UPDATE ON "bar_broadcasts" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION bar_broadcasts_public_bars();
--> statement-breakpoint
-- Bars becoming public (accepted, restored) or no longer public (rejected, sent back, trashed)
-- move every match they show, summed per match over the statement (an admin accepting 50 bars at
-- once moves a popular match's counter once). The statement's bars stay locked by it until the
-- transaction ends, so a broadcast of one of them being added waits (see above).
CREATE FUNCTION bars_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
  delta integer;
BEGIN
  FOR shown, delta IN
    SELECT bb.match_id, sum(CASE WHEN n.status = 'accepted' AND n.trashed_at IS NULL THEN 1 ELSE -1 END)::int
    FROM after_rows n JOIN before_rows o ON o.id = n.id JOIN bar_broadcasts bb ON bb.bar_id = n.id
    WHERE (o.status = 'accepted' AND o.trashed_at IS NULL) IS DISTINCT FROM (n.status = 'accepted' AND n.trashed_at IS NULL)
    GROUP BY bb.match_id HAVING sum(CASE WHEN n.status = 'accepted' AND n.trashed_at IS NULL THEN 1 ELSE -1 END) <> 0
    ORDER BY bb.match_id
  LOOP
    PERFORM match_public_bars_add(shown, delta);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bars_public_bars AFTER UPDATE ON "bars" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bars_public_bars();
--> statement-breakpoint
-- A public bar deleted is counted out before its row goes: the cascade then deletes its
-- broadcasts, whose trigger no longer finds the bar. Row by row (bars are deleted one or a few at a time).
CREATE FUNCTION bars_public_bars_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
BEGIN
  IF OLD.status = 'accepted' AND OLD.trashed_at IS NULL THEN
    FOR shown IN SELECT match_id FROM bar_broadcasts WHERE bar_id = OLD.id ORDER BY match_id LOOP
      PERFORM match_public_bars_add(shown, -1);
    END LOOP;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bars_public_bars_deleted BEFORE DELETE ON "bars" FOR EACH ROW EXECUTE FUNCTION bars_public_bars_deleted();
--> statement-breakpoint
CREATE FUNCTION match_public_bars_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM match_public_bars;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_public_bars_truncated AFTER TRUNCATE ON "bar_broadcasts" FOR EACH STATEMENT EXECUTE FUNCTION match_public_bars_cleared();
--> statement-breakpoint
INSERT INTO match_public_bars (match_id, bars)
  SELECT bb.match_id, count(*)::int FROM bar_broadcasts bb JOIN bars b ON b.id = bb.bar_id
  WHERE b.status = 'accepted' AND b.trashed_at IS NULL GROUP BY bb.match_id;
