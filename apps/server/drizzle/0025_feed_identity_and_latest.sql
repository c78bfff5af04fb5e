CREATE TABLE "team_duplicate_candidates" (
	"team_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_duplicate_candidates_team_id_candidate_id_pk" PRIMARY KEY("team_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_duplicate_candidates" ADD CONSTRAINT "team_duplicate_candidates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_duplicate_candidates" ADD CONSTRAINT "team_duplicate_candidates_candidate_id_teams_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_duplicate_candidates_candidate_idx" ON "team_duplicate_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "matches_feed_created_idx" ON "matches" USING btree ("created_at") WHERE "matches"."source" is not null;--> statement-breakpoint
CREATE INDEX "matches_feed_changed_idx" ON "matches" USING btree ("feed_changed_at") WHERE "matches"."feed_changed_at" is not null;--> statement-breakpoint
-- Written by hand: an admin's "Not the same team" is a write of theirs, recorded like a team's rename (the feed's own
-- inserts run without an actor and are not).
CREATE TRIGGER team_duplicate_candidates_audit AFTER INSERT OR UPDATE OR DELETE ON "team_duplicate_candidates" FOR EACH ROW EXECUTE FUNCTION audit_row('team_id', 'team');
