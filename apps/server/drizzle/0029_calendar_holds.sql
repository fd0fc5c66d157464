CREATE TABLE "meeting_hold_states" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"calendar_name" text,
	"provider" text,
	"message" text,
	"moved_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"provider_event_id" text NOT NULL,
	"etag" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "hold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_hold_states" ADD CONSTRAINT "meeting_hold_states_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_calendar_id_connected_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."connected_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_holds_meeting_idx" ON "meeting_holds" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_holds_user_idx" ON "meeting_holds" USING btree ("user_id");