CREATE TABLE "match_public_bars" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_public_bars" ADD CONSTRAINT "match_public_bars_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bars_public_order_idx" ON "bars" USING btree ("city","name","id") WHERE "bars"."status" = 'accepted' and "bars"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "bars_public_location_idx" ON "bars" USING btree ("latitude","longitude") WHERE "bars"."status" = 'accepted' and "bars"."trashed_at" is null and "bars"."latitude" is not null;--> statement-breakpoint
-- Decision 057: how many public bars (accepted, not in the trash) show each match, kept in the
-- transaction that changes it, whoever writes. One change moves a match's counter row by one, an
-- upsert / update of that row: two transactions at once queue on it and both count. Taking one
-- away is an update only: a counted broadcast has its row, and when the match itself is being
-- deleted the row may be gone already (nothing left to count).
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
-- Whether the bar is public now, its row held (FOR SHARE) until the transaction ends: a status
-- change of the bar at the same moment waits for this broadcast, or this broadcast for it, so
-- the one that goes second sees the other's row (each statement of a trigger reads afresh).
CREATE FUNCTION bar_is_public_locked(bar uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  public boolean;
BEGIN
  SELECT b.status = 'accepted' AND b.trashed_at IS NULL INTO public FROM bars b WHERE b.id = bar FOR SHARE;
  RETURN coalesce(public, false);
END
$$;
--> statement-breakpoint
CREATE FUNCTION bar_broadcasts_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND bar_is_public_locked(OLD.bar_id) THEN
    PERFORM match_public_bars_add(OLD.match_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND bar_is_public_locked(NEW.bar_id) THEN
    PERFORM match_public_bars_add(NEW.match_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_public_bars AFTER INSERT OR DELETE ON "bar_broadcasts" FOR EACH ROW EXECUTE FUNCTION bar_broadcasts_public_bars();
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_public_bars_moved AFTER UPDATE OF bar_id, match_id ON "bar_broadcasts" FOR EACH ROW
  WHEN (OLD.bar_id IS DISTINCT FROM NEW.bar_id OR OLD.match_id IS DISTINCT FROM NEW.match_id)
  EXECUTE FUNCTION bar_broadcasts_public_bars();
--> statement-breakpoint
-- A bar becoming public (accepted, restored) or no longer public (rejected, sent back, trashed,
-- deleted) moves every match it shows by one, in match order (two bars changing at once lock the
-- counters in the same order). Deleting a bar counts before the row goes: its broadcasts are then
-- deleted by the cascade, and their own trigger no longer finds the bar.
CREATE FUNCTION bars_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  bar uuid;
  shown uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT (OLD.status = 'accepted' AND OLD.trashed_at IS NULL) THEN
      RETURN OLD;
    END IF;
    delta := -1;
    bar := OLD.id;
  ELSE
    delta := CASE WHEN NEW.status = 'accepted' AND NEW.trashed_at IS NULL THEN 1 ELSE -1 END;
    bar := NEW.id;
  END IF;
  FOR shown IN SELECT match_id FROM bar_broadcasts WHERE bar_id = bar ORDER BY match_id LOOP
    PERFORM match_public_bars_add(shown, delta);
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bars_public_bars AFTER UPDATE OF status, trashed_at ON "bars" FOR EACH ROW
  WHEN ((OLD.status = 'accepted' AND OLD.trashed_at IS NULL) IS DISTINCT FROM (NEW.status = 'accepted' AND NEW.trashed_at IS NULL))
  EXECUTE FUNCTION bars_public_bars();
--> statement-breakpoint
CREATE TRIGGER bars_public_bars_deleted BEFORE DELETE ON "bars" FOR EACH ROW EXECUTE FUNCTION bars_public_bars();
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
