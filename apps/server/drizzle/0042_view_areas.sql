CREATE TABLE "match_page_view_areas" (
	"match_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lat10" smallint NOT NULL,
	"lng10" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_page_view_areas_match_id_day_lat10_lng10_pk" PRIMARY KEY("match_id","day","lat10","lng10")
);
--> statement-breakpoint
ALTER TABLE "match_page_view_areas" ADD CONSTRAINT "match_page_view_areas_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;