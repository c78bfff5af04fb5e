CREATE TABLE "match_page_visitors" (
	"match_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "match_page_visitors_match_id_day_visitor_pk" PRIMARY KEY("match_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "page_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_page_visitors" ADD CONSTRAINT "match_page_visitors_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;