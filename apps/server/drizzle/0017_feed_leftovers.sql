CREATE TABLE "feed_ignored_matches" (
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"headline" text NOT NULL,
	"competition_name" text DEFAULT '' NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_ignored_matches_source_external_id_pk" PRIMARY KEY("source","external_id")
);
--> statement-breakpoint
ALTER TABLE "feed_jobs" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "feed_jobs" ADD COLUMN "last_error_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "emblem_source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: an error kept in English before the codes (decision 061) is shown as a failed sync whose reason is in the log.
UPDATE "feed_jobs" SET "last_error_code" = 'feedSyncFailed' WHERE "last_error" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_jobs" DROP COLUMN "last_error";--> statement-breakpoint
-- Hand-written: an admin's deletion for good and 'Follow the feed again' are in the audit log (decision 061).
CREATE TRIGGER feed_ignored_matches_audit AFTER INSERT OR UPDATE OR DELETE ON "feed_ignored_matches" FOR EACH ROW EXECUTE FUNCTION audit_row('external_id', 'feed_match');
