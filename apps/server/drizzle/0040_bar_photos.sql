ALTER TABLE "bars" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_photos_check" CHECK (cardinality("bars"."photos") <= 8);--> statement-breakpoint
-- Hand-written: the finder shows each bar's logo, so a logo changed moves the public bars' version of
-- the bar's matches, as its name does (0023's function with the logo among the fields fans see).
CREATE OR REPLACE FUNCTION bars_public_bars() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown uuid;
  delta integer;
BEGIN
  PERFORM match_public_bars_move(array(
    SELECT DISTINCT bb.match_id FROM after_rows n JOIN before_rows o ON o.id = n.id JOIN bar_broadcasts bb ON bb.bar_id = n.id
    WHERE ((o.status = 'accepted' AND o.trashed_at IS NULL) OR (n.status = 'accepted' AND n.trashed_at IS NULL))
      AND (o.status = 'accepted' AND o.trashed_at IS NULL, o.slug, o.name, o.city, o.country, o.time_zone, o.screens, o.sound_zones,
           o.big_screen, o.outdoor_screen, o.latitude, o.longitude, o.logo)
        IS DISTINCT FROM (n.status = 'accepted' AND n.trashed_at IS NULL, n.slug, n.name, n.city, n.country, n.time_zone, n.screens,
           n.sound_zones, n.big_screen, n.outdoor_screen, n.latitude, n.longitude, n.logo)));
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
