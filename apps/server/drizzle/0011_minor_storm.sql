ALTER TABLE "outbox" ADD COLUMN "reply_to_address" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to_name" text;