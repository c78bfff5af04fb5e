ALTER TABLE "winners" ADD COLUMN "signed_code" text;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "redeemed_key" uuid;