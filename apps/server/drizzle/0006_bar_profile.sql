ALTER TABLE "bars" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "screens" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "sound_zones" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "big_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "outdoor_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 17: a bar's public address. Made from the name (accents folded, anything else a dash) and
-- six characters of the id; it follows the name until the bar is accepted, then stays, so a link
-- that was published never breaks.
CREATE FUNCTION bars_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug <> '' AND (OLD.status = 'accepted' OR NEW.name IS NOT DISTINCT FROM OLD.name) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.slug <> '' THEN
    RETURN NEW;
  END IF;
  base := translate(lower(NEW.name), 'àáâãäåăçčćèéêëęìíîïłñńòóôõöøșşśšțţùúûüůýÿžźż', 'aaaaaaacccceeeeeiiiilnnoooooosssstttuuuuuyyzzz');
  base := left(trim(both '-' from regexp_replace(base, '[^a-z0-9]+', '-', 'g')), 48);
  IF base = '' THEN
    base := 'bar';
  END IF;
  NEW.slug := base || '-' || left(replace(NEW.id::text, '-', ''), 6);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bars_slug BEFORE INSERT OR UPDATE ON "bars" FOR EACH ROW EXECUTE FUNCTION bars_slug();
--> statement-breakpoint
UPDATE "bars" SET "slug" = '';
--> statement-breakpoint
-- Issue 17: the calendar feed's SEQUENCE. Grows when the kick-off moves or the match is called off
-- (or back on), whoever writes the row.
CREATE FUNCTION matches_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scheduled_date IS DISTINCT FROM OLD.scheduled_date
     OR (NEW.status IN ('CANC', 'POSTP')) IS DISTINCT FROM (OLD.status IN ('CANC', 'POSTP')) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER matches_revision BEFORE UPDATE ON "matches" FOR EACH ROW EXECUTE FUNCTION matches_revision();
--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_slug_unique" UNIQUE("slug");