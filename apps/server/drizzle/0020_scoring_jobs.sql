CREATE TABLE "scoring_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL,
	"match_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"players_moved" boolean DEFAULT false NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rescore_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standings" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "standings" ADD COLUMN "ordinal" integer;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD CONSTRAINT "scoring_jobs_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scoring_jobs_due_idx" ON "scoring_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "standings_ordinal_idx" ON "standings" USING btree ("championship_id","period","period_key","ordinal");--> statement-breakpoint
-- The boards written before decision 063 get their positions and ordinals once, as the scoring job writes them.
UPDATE "standings" s SET "position" = r."position", "ordinal" = r."ordinal"
FROM (
  SELECT "championship_id", "period", "period_key", "user_id",
         rank() OVER (PARTITION BY "championship_id", "period", "period_key" ORDER BY "points" DESC, "exact" DESC, "outcomes" DESC) AS "position",
         row_number() OVER (PARTITION BY "championship_id", "period", "period_key" ORDER BY "points" DESC, "exact" DESC, "outcomes" DESC, "user_id") AS "ordinal"
  FROM "standings"
) r
WHERE s."championship_id" = r."championship_id" AND s."period" = r."period" AND s."period_key" = r."period_key" AND s."user_id" = r."user_id";
