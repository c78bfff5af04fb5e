CREATE INDEX "bookings_match_idx" ON "bookings" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "match_goers_match_idx" ON "match_goers" USING btree ("match_id");