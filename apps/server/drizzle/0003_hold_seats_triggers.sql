-- Keeps tour_hold_seats equal to the capacity-affecting tour_holds lines summed per event and
-- expiry instant (schema.ts "tourHoldSeats"). Statement-level triggers: one upsert per
-- statement, keys in (event, expiry) order so that concurrent writers lock buckets in the same
-- order. Custom SQL migration (drizzle-kit generate --custom).
CREATE FUNCTION tour_hold_seats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM tour_hold_seats;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO tour_hold_seats AS b (tour_event_id, expires_at, seats)
    SELECT tour_event_id, expires_at, sum(quantity)::int FROM new_lines WHERE affects_capacity
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tour_event_id, expires_at) DO UPDATE SET seats = b.seats + excluded.seats;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tour_hold_seats AS b (tour_event_id, expires_at, seats)
    SELECT tour_event_id, expires_at, -sum(quantity)::int FROM old_lines WHERE affects_capacity
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tour_event_id, expires_at) DO UPDATE SET seats = b.seats + excluded.seats;
  ELSE
    INSERT INTO tour_hold_seats AS b (tour_event_id, expires_at, seats)
    SELECT tour_event_id, expires_at, sum(delta)::int FROM (
      SELECT tour_event_id, expires_at, quantity AS delta FROM new_lines WHERE affects_capacity
      UNION ALL
      SELECT tour_event_id, expires_at, -quantity FROM old_lines WHERE affects_capacity
    ) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (tour_event_id, expires_at) DO UPDATE SET seats = b.seats + excluded.seats;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tour_holds_seats_insert AFTER INSERT ON tour_holds REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION tour_hold_seats_sync();
--> statement-breakpoint
CREATE TRIGGER tour_holds_seats_update AFTER UPDATE ON tour_holds REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION tour_hold_seats_sync();
--> statement-breakpoint
CREATE TRIGGER tour_holds_seats_delete AFTER DELETE ON tour_holds REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION tour_hold_seats_sync();
--> statement-breakpoint
CREATE TRIGGER tour_holds_seats_truncate AFTER TRUNCATE ON tour_holds
  FOR EACH STATEMENT EXECUTE FUNCTION tour_hold_seats_sync();
--> statement-breakpoint
INSERT INTO tour_hold_seats (tour_event_id, expires_at, seats)
SELECT tour_event_id, expires_at, sum(quantity)::int FROM tour_holds WHERE affects_capacity GROUP BY 1, 2;
