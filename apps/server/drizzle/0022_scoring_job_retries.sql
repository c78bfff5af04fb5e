DROP INDEX "scoring_jobs_due_idx";--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "scoring_jobs_due_idx" ON "scoring_jobs" USING btree ("status","created_at");