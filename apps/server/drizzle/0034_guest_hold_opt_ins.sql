CREATE TABLE "guest_hold_opt_ins" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"calendar_name" text,
	"provider" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_hold_opt_ins" ADD CONSTRAINT "guest_hold_opt_ins_participant_id_meeting_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."meeting_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_hold_opt_ins" ADD CONSTRAINT "guest_hold_opt_ins_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_hold_opt_ins" ADD CONSTRAINT "guest_hold_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_hold_opt_ins_meeting_user_unique" ON "guest_hold_opt_ins" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "guest_hold_opt_ins_user_idx" ON "guest_hold_opt_ins" USING btree ("user_id");