CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "bar_label_links" (
	"bar_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "bar_label_links_bar_id_label_id_pk" PRIMARY KEY("bar_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "bar_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text DEFAULT '#333333' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bar_labels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bar_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"program" jsonb DEFAULT '{"monday":"","tuesday":"","wednesday":"","thursday":"","friday":"","saturday":"","sunday":""}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trashed_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"frequent" boolean DEFAULT false NOT NULL,
	"rating" numeric(3, 1) DEFAULT 0 NOT NULL,
	"bar_type" text DEFAULT '' NOT NULL,
	"match_type" text DEFAULT '' NOT NULL,
	"competition" text DEFAULT '' NOT NULL,
	"profile_pic" text DEFAULT '' NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bars_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
CREATE TABLE "bar_broadcasts" (
	"bar_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_broadcasts_bar_id_match_id_pk" PRIMARY KEY("bar_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text DEFAULT '#333333' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "match_label_links" (
	"match_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "match_label_links_match_id_label_id_pk" PRIMARY KEY("match_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "match_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text DEFAULT '#333333' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_labels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text DEFAULT '' NOT NULL,
	"home_team_emblem_url" text DEFAULT '' NOT NULL,
	"away_team_emblem_url" text DEFAULT '' NOT NULL,
	"headline" text NOT NULL,
	"competition_id" uuid,
	"competition_name" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"match_type" text DEFAULT '' NOT NULL,
	"profile_pic" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"phase" text GENERATED ALWAYS AS (CASE WHEN status IN ('LIVE', 'HT') THEN 'live' WHEN status IN ('FT', 'AET', 'PEN', 'CANC') THEN 'past' ELSE 'future' END) STORED NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"full_time_home_goals" integer,
	"full_time_away_goals" integer,
	"live_home_goals" integer,
	"live_away_goals" integer,
	"popular" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"frequent" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"emblem_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "championship_matches" (
	"championship_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "championship_matches_championship_id_match_id_pk" PRIMARY KEY("championship_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "championships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"stake" text NOT NULL,
	"logo" text NOT NULL,
	"cover" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"qr_code_eligible" boolean DEFAULT false NOT NULL,
	"daily_prizes" integer DEFAULT 0 NOT NULL,
	"weekly_prizes" integer DEFAULT 0 NOT NULL,
	"all_time_prizes" integer DEFAULT 1 NOT NULL,
	"how_it_works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"question_text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"possible_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" text PRIMARY KEY NOT NULL,
	"championship_id" uuid NOT NULL,
	"prize_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_date" date,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"redeemed_bar_id" uuid
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_label_links" ADD CONSTRAINT "bar_label_links_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_label_links" ADD CONSTRAINT "bar_label_links_label_id_bar_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."bar_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_status_changes" ADD CONSTRAINT "bar_status_changes_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_status_changes" ADD CONSTRAINT "bar_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_broadcasts" ADD CONSTRAINT "bar_broadcasts_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_broadcasts" ADD CONSTRAINT "bar_broadcasts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_label_links" ADD CONSTRAINT "match_label_links_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_label_links" ADD CONSTRAINT "match_label_links_label_id_match_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."match_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championship_matches" ADD CONSTRAINT "championship_matches_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championship_matches" ADD CONSTRAINT "championship_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_redeemed_bar_id_bars_id_fk" FOREIGN KEY ("redeemed_bar_id") REFERENCES "public"."bars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bar_label_links_label_idx" ON "bar_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "bar_status_changes_bar_idx" ON "bar_status_changes" USING btree ("bar_id","changed_at");--> statement-breakpoint
CREATE INDEX "bars_status_idx" ON "bars" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bars_search_trgm_idx" ON "bars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bar_broadcasts_match_idx" ON "bar_broadcasts" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_label_links_label_idx" ON "match_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "matches_scheduled_idx" ON "matches" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "matches_status_scheduled_idx" ON "matches" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE INDEX "matches_phase_scheduled_idx" ON "matches" USING btree ("phase","scheduled_date","id") WHERE "matches"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "matches_competition_scheduled_idx" ON "matches" USING btree ("competition_id","scheduled_date","id") WHERE "matches"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "matches_search_trgm_idx" ON "matches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "championship_matches_match_idx" ON "championship_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "prizes_championship_idx" ON "prizes" USING btree ("championship_id");--> statement-breakpoint
CREATE INDEX "questions_championship_idx" ON "questions" USING btree ("championship_id");--> statement-breakpoint
CREATE INDEX "winners_championship_idx" ON "winners" USING btree ("championship_id","period","period_date");