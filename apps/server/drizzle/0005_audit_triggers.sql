-- Audit log (docs/decisions/audit-log-triggers.md). Every write to an audited table, in the
-- transaction that makes it, adds one row: who (app.actor_id), why (app.action: the route), what
-- (entity kind and id) and the changed columns before and after. The server sets the two settings
-- with set_config(..., true) at the start of each transaction of a signed-in request; without them
-- (migrations, seeds, CLI) nothing is recorded. Secret columns never reach the log.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.actor_id', true), '');
  old_row jsonb;
  new_row jsonb;
  before_row jsonb;
  after_row jsonb;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - ARRAY['password_hash', 'token_hash', 'search_text', 'last_sign_in_at'];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - ARRAY['password_hash', 'token_hash', 'search_text', 'last_sign_in_at'];
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO before_row, after_row
      FROM jsonb_each(old_row) AS o
      WHERE o.value IS DISTINCT FROM new_row -> o.key;
    IF before_row IS NULL THEN
      RETURN NULL;
    END IF;
  ELSE
    before_row := old_row;
    after_row := new_row;
  END IF;
  INSERT INTO audit_log (actor_id, action, operation, entity_kind, entity_id, before, after)
  VALUES (actor::uuid, coalesce(nullif(current_setting('app.action', true), ''), lower(TG_OP)), lower(TG_OP),
          TG_ARGV[1], coalesce(new_row, old_row) ->> TG_ARGV[0], before_row, after_row);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'user');
--> statement-breakpoint
CREATE TRIGGER bar_members_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_members" FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', 'bar_member');
--> statement-breakpoint
CREATE TRIGGER bars_audit AFTER INSERT OR UPDATE OR DELETE ON "bars" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'bar');
--> statement-breakpoint
CREATE TRIGGER bar_status_changes_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_status_changes" FOR EACH ROW EXECUTE FUNCTION audit_row('bar_id', 'bar');
--> statement-breakpoint
CREATE TRIGGER bar_labels_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_labels" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'bar_label');
--> statement-breakpoint
CREATE TRIGGER bar_label_links_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_label_links" FOR EACH ROW EXECUTE FUNCTION audit_row('bar_id', 'bar');
--> statement-breakpoint
CREATE TRIGGER competitions_audit AFTER INSERT OR UPDATE OR DELETE ON "competitions" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'competition');
--> statement-breakpoint
CREATE TRIGGER teams_audit AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'team');
--> statement-breakpoint
CREATE TRIGGER matches_audit AFTER INSERT OR UPDATE OR DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'match');
--> statement-breakpoint
CREATE TRIGGER bar_broadcasts_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_broadcasts" FOR EACH ROW EXECUTE FUNCTION audit_row('bar_id', 'bar');
--> statement-breakpoint
CREATE TRIGGER match_labels_audit AFTER INSERT OR UPDATE OR DELETE ON "match_labels" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'match_label');
--> statement-breakpoint
CREATE TRIGGER match_label_links_audit AFTER INSERT OR UPDATE OR DELETE ON "match_label_links" FOR EACH ROW EXECUTE FUNCTION audit_row('match_id', 'match');
--> statement-breakpoint
CREATE TRIGGER languages_audit AFTER INSERT OR UPDATE OR DELETE ON "languages" FOR EACH ROW EXECUTE FUNCTION audit_row('code', 'language');
--> statement-breakpoint
CREATE TRIGGER championships_audit AFTER INSERT OR UPDATE OR DELETE ON "championships" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'championship');
--> statement-breakpoint
CREATE TRIGGER prizes_audit AFTER INSERT OR UPDATE OR DELETE ON "prizes" FOR EACH ROW EXECUTE FUNCTION audit_row('championship_id', 'championship');
--> statement-breakpoint
CREATE TRIGGER questions_audit AFTER INSERT OR UPDATE OR DELETE ON "questions" FOR EACH ROW EXECUTE FUNCTION audit_row('championship_id', 'championship');
--> statement-breakpoint
CREATE TRIGGER championship_matches_audit AFTER INSERT OR UPDATE OR DELETE ON "championship_matches" FOR EACH ROW EXECUTE FUNCTION audit_row('championship_id', 'championship');
--> statement-breakpoint
CREATE TRIGGER winners_audit AFTER INSERT OR UPDATE OR DELETE ON "winners" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'winner');

-- Not audited: password_resets, refresh_tokens, throttle and mail_outbox (it holds reset and invitation links in its text until sent).
