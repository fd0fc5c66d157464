ALTER TABLE "meetings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_meeting_idx" ON "outbox" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_meeting_idx" ON "webhook_deliveries" USING btree ("meeting_id");--> statement-breakpoint
UPDATE "meetings" SET "closed_at" = CASE WHEN "status" = 'cancelled' THEN coalesce("cancelled_at", "updated_at") ELSE coalesce("booked_at", "updated_at") END WHERE "status" IN ('scheduled', 'cancelled');--> statement-breakpoint
UPDATE "outbox" o SET "meeting_id" = p."meeting_id" FROM "meeting_participants" p WHERE o."meeting_id" IS NULL AND split_part(o."dedupe_key", ':', 2) = p."id"::text;--> statement-breakpoint
UPDATE "outbox" o SET "meeting_id" = m."id" FROM "meetings" m WHERE o."meeting_id" IS NULL AND split_part(o."dedupe_key", ':', 2) = m."id"::text;--> statement-breakpoint
UPDATE "outbox" o SET "meeting_id" = p."meeting_id" FROM "meeting_participants" p WHERE o."meeting_id" IS NULL AND o."dedupe_key" LIKE 'scheduled:%' AND o."dedupe_key" LIKE '%:' || p."id"::text;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "meeting_id" = m."id" FROM "meetings" m WHERE d."meeting_id" IS NULL AND split_part(d."dedupe_key", ':', 2) = m."id"::text;
