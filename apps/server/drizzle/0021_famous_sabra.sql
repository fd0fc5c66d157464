ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD COLUMN "locale" text;