ALTER TABLE "notices" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "previous_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "scheduled_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kind_fields" CHECK (("notices"."kind" in ('postponed', 'cancelled', 'moved')) = ("notices"."match_id" is not null and "notices"."previous_date" is not null and "notices"."scheduled_date" is not null));