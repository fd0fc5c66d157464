-- A participant's pending calendar read is packed like answers and calendar copies (0018): busy and
-- tentative time from JSONB lists of {start, end} (epoch ms) to big-endian int4 epoch-minute pairs,
-- widened outward; empty intervals dropped. Hand-written: a column's type cannot change through a subquery.
ALTER TABLE "participant_calendar_reads" ADD COLUMN "busy_packed" bytea;
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" ADD COLUMN "tentative_packed" bytea;
--> statement-breakpoint
UPDATE "participant_calendar_reads" SET
  "busy_packed" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("busy") WITH ORDINALITY AS x(e, o) WHERE (e->>'end')::float8 > (e->>'start')::float8),
  "tentative_packed" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("tentative") WITH ORDINALITY AS x(e, o) WHERE (e->>'end')::float8 > (e->>'start')::float8);
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" DROP COLUMN "busy";
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" DROP COLUMN "tentative";
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" RENAME COLUMN "busy_packed" TO "busy";
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" RENAME COLUMN "tentative_packed" TO "tentative";
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" ALTER COLUMN "busy" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" ALTER COLUMN "tentative" SET NOT NULL;
