CREATE TABLE "feed_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"requests_available" integer,
	"requests_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "provider_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "emblem_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "extra_time_home_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "extra_time_away_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "penalties_home_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "penalties_away_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "hand_edited" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed_values" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "crest_source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_source_external_id_unique" UNIQUE("source","external_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_source_external_id_unique" UNIQUE("source","external_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_source_external_id_unique" UNIQUE("source","external_id");