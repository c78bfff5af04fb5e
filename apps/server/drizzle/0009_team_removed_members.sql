-- Issue 13: a removed team member stays on the bar's list (removed_at), so the owner can invite them again.
ALTER TABLE "bar_members" ADD COLUMN "removed_at" timestamp with time zone;
