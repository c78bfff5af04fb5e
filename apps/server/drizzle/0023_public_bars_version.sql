ALTER TABLE "match_public_bars" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 073: match_public_bars.version moves in the transaction of every write that changes what
-- fans read of a match's public bars (its list, its order near a fan, a bar's shown fields), whoever
-- writes; each instance remembers a match's public bars per version and reads them again once it
-- moved. A transactional row (decision 069), not a sequence: it moves when its writer commits, never
-- before. Matches in id order, after the statement's bars were locked (0019's order: bars, then
-- match rows), so two writers wait for each other instead of deadlocking. Only matches that still
-- exist: a match being deleted takes its row with it.
CREATE FUNCTION match_public_bars_move(moved uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_public_bars AS c (match_id, version)
    SELECT m.id, 1 FROM matches m WHERE m.id = ANY (moved) ORDER BY m.id
    ON CONFLICT (match_id) DO UPDATE SET version = c.version + 1;
END
$$;
--> statement-breakpoint
-- 0019's function with the version moved first: every broadcast added or removed moves its match
-- (the bar public or not: a pending bar's broadcast is rare, and the test is one join fewer); an
-- update moves a match only when a broadcast's bar, match or sound changed (its screen alone, the
-- planner's, is not shown to fans).
CREATE OR REPLACE FUNCTION bar_broadcasts_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
  delta integer;
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM added) ORDER BY b.id FOR SHARE;
    PERFORM match_public_bars_move(array(SELECT DISTINCT match_id FROM added));
    FOR shown, delta IN
      SELECT a.match_id, count(*)::int FROM added a JOIN bars b ON b.id = a.bar_id
      WHERE b.status = 'accepted' AND b.trashed_at IS NULL GROUP BY a.match_id ORDER BY a.match_id
    LOOP
      PERFORM match_public_bars_add(shown, delta);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM removed) ORDER BY b.id FOR SHARE;
    PERFORM match_public_bars_move(array(SELECT DISTINCT match_id FROM removed));
    FOR shown, delta IN
      SELECT r.match_id, -count(*)::int FROM removed r JOIN bars b ON b.id = r.bar_id
      WHERE b.status = 'accepted' AND b.trashed_at IS NULL GROUP BY r.match_id ORDER BY r.match_id
    LOOP
      PERFORM match_public_bars_add(shown, delta);
    END LOOP;
  ELSE
    PERFORM 1 FROM bars b WHERE b.id IN (SELECT bar_id FROM added UNION SELECT bar_id FROM removed) ORDER BY b.id FOR SHARE;
    PERFORM match_public_bars_move(array(SELECT DISTINCT d.match_id FROM (
      (SELECT bar_id, match_id, with_sound FROM added EXCEPT SELECT bar_id, match_id, with_sound FROM removed)
      UNION ALL
      (SELECT bar_id, match_id, with_sound FROM removed EXCEPT SELECT bar_id, match_id, with_sound FROM added)
    ) d));
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
-- 0019's function with the version moved first: the matches of every bar that was or is public and
-- whose public state or any field fans see changed (slug, name, city, country, time zone, screens,
-- sound zones, big or outdoor screen, position). An owner's save that changes none of them, or a
-- change between two states that are not public (pending to rejected), moves nothing.
CREATE OR REPLACE FUNCTION bars_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
  delta integer;
BEGIN
  PERFORM match_public_bars_move(array(
    SELECT DISTINCT bb.match_id FROM after_rows n JOIN before_rows o ON o.id = n.id JOIN bar_broadcasts bb ON bb.bar_id = n.id
    WHERE ((o.status = 'accepted' AND o.trashed_at IS NULL) OR (n.status = 'accepted' AND n.trashed_at IS NULL))
      AND (o.status = 'accepted' AND o.trashed_at IS NULL, o.slug, o.name, o.city, o.country, o.time_zone, o.screens, o.sound_zones,
           o.big_screen, o.outdoor_screen, o.latitude, o.longitude)
        IS DISTINCT FROM (n.status = 'accepted' AND n.trashed_at IS NULL, n.slug, n.name, n.city, n.country, n.time_zone, n.screens,
           n.sound_zones, n.big_screen, n.outdoor_screen, n.latitude, n.longitude)));
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
-- Emptying the broadcasts keeps each match's row, at 0 bars and a version moved: a number that went
-- back to 0 could name bars an instance remembers from before.
CREATE OR REPLACE FUNCTION match_public_bars_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_public_bars SET bars = 0, version = version + 1;
  RETURN NULL;
END
$$;
