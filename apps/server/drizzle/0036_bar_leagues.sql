ALTER TABLE "leagues" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "bar_id" uuid;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "house_prize" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_bar_championship_unique" ON "leagues" USING btree ("bar_id","championship_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_owner_or_bar_check" CHECK (("leagues"."owner_id" is null) <> ("leagues"."bar_id" is null));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_house_prize_check" CHECK ("leagues"."bar_id" is not null or "leagues"."house_prize" is null);