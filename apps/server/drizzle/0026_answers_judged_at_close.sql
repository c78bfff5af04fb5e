ALTER TABLE "scoring_jobs" ADD COLUMN "closes_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written data move: answers to marked questions were scored as they were given. One full
-- re-scoring of each championship holding a marked question takes the points off the answers of
-- questions still open and queues their judging at each close.
INSERT INTO "scoring_jobs" ("championship_id", "rescore_all")
SELECT DISTINCT "championship_id", true FROM "questions" WHERE "correct_answer" IS NOT NULL AND "deleted_at" IS NULL;
