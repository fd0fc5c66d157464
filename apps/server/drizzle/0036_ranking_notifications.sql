-- Every change to what a meeting's ranking reads is told on the channel `overlap_ranking`, so that each
-- instance drops its cached rankings of that meeting (docs/decisions/0033-ranking-cache-told-of-changes.md).
-- A payload is a meeting id, `user:<id>` (the person's zone, hours, calendars, busy copies or holds) or
-- `email:<address>` (an account whose address a participant may have), or `*` after a TRUNCATE.
CREATE FUNCTION "overlap_ranking_meeting_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('overlap_ranking', OLD.id::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('overlap_ranking', NEW.id::text); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "overlap_ranking_participant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('overlap_ranking', OLD.meeting_id::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('overlap_ranking', NEW.meeting_id::text); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An answer deleted with its participant finds no participant any more; the participant's own trigger told.
CREATE FUNCTION "overlap_ranking_answer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	meeting uuid;
BEGIN
	FOR meeting IN
		SELECT p.meeting_id FROM meeting_participants p
		WHERE p.id IN (
			CASE WHEN TG_OP <> 'INSERT' THEN OLD.participant_id END,
			CASE WHEN TG_OP <> 'DELETE' THEN NEW.participant_id END)
	LOOP
		PERFORM pg_notify('overlap_ranking', meeting::text);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "overlap_ranking_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('overlap_ranking', 'user:' || OLD.id::text);
		PERFORM pg_notify('overlap_ranking', 'email:' || OLD.email);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('overlap_ranking', 'user:' || NEW.id::text);
		PERFORM pg_notify('overlap_ranking', 'email:' || NEW.email);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Connections, calendars and holds carry their owner; a busy copy is found through its calendar (one
-- deleted with its calendar is told by the calendar's trigger, a calendar deleted with its connection
-- by its own, which still has the owner).
CREATE FUNCTION "overlap_ranking_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('overlap_ranking', 'user:' || OLD.user_id::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('overlap_ranking', 'user:' || NEW.user_id::text); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "overlap_ranking_busy_copy_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner uuid;
BEGIN
	FOR owner IN
		SELECT c.user_id FROM connected_calendars c
		WHERE c.id IN (
			CASE WHEN TG_OP <> 'INSERT' THEN OLD.calendar_id END,
			CASE WHEN TG_OP <> 'DELETE' THEN NEW.calendar_id END)
	LOOP
		PERFORM pg_notify('overlap_ranking', 'user:' || owner::text);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "overlap_ranking_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('overlap_ranking', '*');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meetings_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "meetings" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_meeting_changed"();
--> statement-breakpoint
CREATE TRIGGER "meeting_participants_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "meeting_participants" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_participant_changed"();
--> statement-breakpoint
CREATE TRIGGER "meeting_availability_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "meeting_availability" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_answer_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "calendar_connections_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "calendar_connections" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "connected_calendars_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "connected_calendars" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "meeting_holds_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "meeting_holds" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "calendar_busy_cache_ranking_notify" AFTER INSERT OR UPDATE OR DELETE ON "calendar_busy_cache" FOR EACH ROW EXECUTE FUNCTION "overlap_ranking_busy_copy_changed"();
--> statement-breakpoint
CREATE TRIGGER "meetings_ranking_truncate" AFTER TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "meeting_participants_ranking_truncate" AFTER TRUNCATE ON "meeting_participants" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "meeting_availability_ranking_truncate" AFTER TRUNCATE ON "meeting_availability" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "users_ranking_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "calendar_connections_ranking_truncate" AFTER TRUNCATE ON "calendar_connections" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "connected_calendars_ranking_truncate" AFTER TRUNCATE ON "connected_calendars" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "meeting_holds_ranking_truncate" AFTER TRUNCATE ON "meeting_holds" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
--> statement-breakpoint
CREATE TRIGGER "calendar_busy_cache_ranking_truncate" AFTER TRUNCATE ON "calendar_busy_cache" FOR EACH STATEMENT EXECUTE FUNCTION "overlap_ranking_truncated"();
