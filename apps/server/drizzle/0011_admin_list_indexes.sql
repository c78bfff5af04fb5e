DROP INDEX "matches_phase_scheduled_idx";--> statement-breakpoint
CREATE INDEX "bars_folder_created_idx" ON "bars" USING btree ("status","created_at","id") WHERE "bars"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "matches_phase_scheduled_idx" ON "matches" USING btree ("phase","scheduled_date","id","search_text") WHERE "matches"."trashed_at" is null;--> statement-breakpoint
-- Decision 033: the admin lists remember a filter's total until the rows it counts may have changed.
-- Every statement that writes matches or their label links (bars, bar label links) moves the table's
-- list version, whoever writes (the admin, an owner, the live feed, a seed). A sequence moves without
-- a lock and outside the transaction, so writers never wait on each other for it.
CREATE SEQUENCE "list_version_matches";--> statement-breakpoint
CREATE SEQUENCE "list_version_bars";--> statement-breakpoint
CREATE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER matches_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matches" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('list_version_matches');--> statement-breakpoint
CREATE TRIGGER match_label_links_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_label_links" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('list_version_matches');--> statement-breakpoint
CREATE TRIGGER bars_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bars" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('list_version_bars');--> statement-breakpoint
CREATE TRIGGER bar_label_links_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bar_label_links" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('list_version_bars');
