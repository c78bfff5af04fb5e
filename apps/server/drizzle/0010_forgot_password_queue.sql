-- Not audited (no trigger): it holds an email as typed and no secret; processed rows are deleted after a day (decision record 032).
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "password_reset_requests_queue_idx" ON "password_reset_requests" USING btree ("processed_at","requested_at");