CREATE TABLE "meeting_hold_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_hold_intents" ADD CONSTRAINT "meeting_hold_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_hold_intents" ADD CONSTRAINT "meeting_hold_intents_calendar_id_connected_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."connected_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_hold_intents_meeting_idx" ON "meeting_hold_intents" USING btree ("meeting_id");