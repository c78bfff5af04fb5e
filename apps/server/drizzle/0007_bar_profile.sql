CREATE TABLE "bar_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid,
	"competition_id" uuid,
	"only_in_opening_hours" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_rules_one_target" CHECK (("bar_rules"."kind" = 'team' and "bar_rules"."team_id" is not null and "bar_rules"."competition_id" is null)
      or ("bar_rules"."kind" = 'competition' and "bar_rules"."competition_id" is not null and "bar_rules"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "bar_suggestion_dismissals" (
	"bar_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_suggestion_dismissals_bar_id_match_id_pk" PRIMARY KEY("bar_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "screens" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "sound_zones" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "big_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "outdoor_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "bar_broadcasts" ADD COLUMN "screen" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_broadcasts" ADD COLUMN "with_sound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_rules" ADD CONSTRAINT "bar_rules_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_rules" ADD CONSTRAINT "bar_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_rules" ADD CONSTRAINT "bar_rules_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_suggestion_dismissals" ADD CONSTRAINT "bar_suggestion_dismissals_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_suggestion_dismissals" ADD CONSTRAINT "bar_suggestion_dismissals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_rules_team_uq" ON "bar_rules" USING btree ("bar_id","team_id") WHERE "bar_rules"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_rules_competition_uq" ON "bar_rules" USING btree ("bar_id","competition_id") WHERE "bar_rules"."competition_id" is not null;--> statement-breakpoint
CREATE INDEX "bar_suggestion_dismissals_match_idx" ON "bar_suggestion_dismissals" USING btree ("match_id");--> statement-breakpoint
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
ALTER TABLE "bars" ADD CONSTRAINT "bars_slug_unique" UNIQUE("slug");--> statement-breakpoint
CREATE TRIGGER bar_rules_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_rules" FOR EACH ROW EXECUTE FUNCTION audit_row('bar_id', 'bar');
--> statement-breakpoint
CREATE TRIGGER bar_suggestion_dismissals_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_suggestion_dismissals" FOR EACH ROW EXECUTE FUNCTION audit_row('bar_id', 'bar');
