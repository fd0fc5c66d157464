-- Answers' intervals move from JSONB lists of {start, end} (epoch ms) to packed epoch minutes: big-endian
-- int4 start, end pairs (int4send), painted time narrowed and busy time widened to whole minutes.
-- Hand-written: a column's type cannot change through a subquery, so each list gets a new column.
-- Empty intervals are dropped (widened, they would cover a whole minute), as packIntervals does.
ALTER TABLE "meeting_availability" ADD COLUMN "available_packed" bytea;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD COLUMN "if_need_be_packed" bytea;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD COLUMN "busy_packed" bytea;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD COLUMN "tentative_packed" bytea;
--> statement-breakpoint
UPDATE "meeting_availability" SET
  "available_packed" = (SELECT coalesce(string_agg(int4send(ceil((e->>'start')::float8 / 60000)::int4) || int4send(floor((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("available") WITH ORDINALITY AS x(e, o) WHERE floor((e->>'end')::float8 / 60000) > ceil((e->>'start')::float8 / 60000)),
  "if_need_be_packed" = (SELECT coalesce(string_agg(int4send(ceil((e->>'start')::float8 / 60000)::int4) || int4send(floor((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("if_need_be") WITH ORDINALITY AS x(e, o) WHERE floor((e->>'end')::float8 / 60000) > ceil((e->>'start')::float8 / 60000)),
  "busy_packed" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("busy") WITH ORDINALITY AS x(e, o) WHERE (e->>'end')::float8 > (e->>'start')::float8),
  "tentative_packed" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("tentative") WITH ORDINALITY AS x(e, o) WHERE (e->>'end')::float8 > (e->>'start')::float8);
--> statement-breakpoint
ALTER TABLE "meeting_availability" DROP COLUMN "available";
--> statement-breakpoint
ALTER TABLE "meeting_availability" DROP COLUMN "if_need_be";
--> statement-breakpoint
ALTER TABLE "meeting_availability" DROP COLUMN "busy";
--> statement-breakpoint
ALTER TABLE "meeting_availability" DROP COLUMN "tentative";
--> statement-breakpoint
ALTER TABLE "meeting_availability" RENAME COLUMN "available_packed" TO "available";
--> statement-breakpoint
ALTER TABLE "meeting_availability" RENAME COLUMN "if_need_be_packed" TO "if_need_be";
--> statement-breakpoint
ALTER TABLE "meeting_availability" RENAME COLUMN "busy_packed" TO "busy";
--> statement-breakpoint
ALTER TABLE "meeting_availability" RENAME COLUMN "tentative_packed" TO "tentative";
--> statement-breakpoint
ALTER TABLE "meeting_availability" ALTER COLUMN "available" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ALTER COLUMN "if_need_be" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ALTER COLUMN "busy" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "meeting_availability" ALTER COLUMN "tentative" SET NOT NULL;
--> statement-breakpoint
-- The calendars' busy copies: the sorted list of {start, end, kind} becomes busy and tentative time apart,
-- packed the same way and widened to whole minutes. The per-item lists (`items`) stay JSONB.
ALTER TABLE "calendar_busy_cache" ADD COLUMN "busy" bytea;
--> statement-breakpoint
ALTER TABLE "calendar_busy_cache" ADD COLUMN "tentative" bytea;
--> statement-breakpoint
UPDATE "calendar_busy_cache" SET
  "busy" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("intervals") WITH ORDINALITY AS x(e, o) WHERE coalesce(e->>'kind', 'busy') <> 'tentative' AND (e->>'end')::float8 > (e->>'start')::float8),
  "tentative" = (SELECT coalesce(string_agg(int4send(floor((e->>'start')::float8 / 60000)::int4) || int4send(ceil((e->>'end')::float8 / 60000)::int4), ''::bytea ORDER BY o), ''::bytea) FROM jsonb_array_elements("intervals") WITH ORDINALITY AS x(e, o) WHERE e->>'kind' = 'tentative' AND (e->>'end')::float8 > (e->>'start')::float8);
--> statement-breakpoint
ALTER TABLE "calendar_busy_cache" ALTER COLUMN "busy" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_busy_cache" ALTER COLUMN "tentative" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_busy_cache" DROP COLUMN "intervals";
