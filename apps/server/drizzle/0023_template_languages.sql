ALTER TABLE "email_templates" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_pkey";--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_key_locale_pk" PRIMARY KEY("key","locale");
