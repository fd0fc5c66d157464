ALTER TABLE "meeting_participants" ADD COLUMN "answer_deleted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "meeting_id" = m."id" FROM "meetings" m WHERE d."meeting_id" IS NULL AND d."event" <> 'webhook.test' AND substring(d."body" from '"data":\{"meeting":\{"id":"([0-9a-f-]{36})"') = m."id"::text;--> statement-breakpoint
DELETE FROM "webhook_deliveries" d WHERE d."meeting_id" IS NULL AND d."event" NOT IN ('webhook.test', 'meeting.cancelled') AND substring(d."body" from '"data":\{"meeting":\{"id":"([0-9a-f-]{36})"') IS NOT NULL;
