CREATE TABLE "match_page_views" (
	"match_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_page_views_match_id_day_pk" PRIMARY KEY("match_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_follows" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_follows_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "match_page_views" ADD CONSTRAINT "match_page_views_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_follows_team_idx" ON "team_follows" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_location_check" CHECK (("bars"."latitude" is null) = ("bars"."longitude" is null)
      and ("bars"."latitude" is null or "bars"."latitude" between -90 and 90)
      and ("bars"."longitude" is null or "bars"."longitude" between -180 and 180));