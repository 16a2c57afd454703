-- Seats available and seat taking inside PostgreSQL (DESIGN.md "Capacity, holds and
-- overselling"; tour-holds/repository.ts). The availability formula lives here once; the listing,
-- the hold state and take_event_seats all call it. Custom SQL migration (drizzle-kit generate
-- --custom).

-- The seats of one event at p_at: capacity − sold capacity-affecting lines − live holds
-- (expires_at > p_at). A one-row table function in SQL so that the planner inlines it into the
-- calling query (a scalar function with subqueries would run per row, not inlined).
CREATE FUNCTION tour_event_seats(p_event integer, p_at timestamptz) RETURNS TABLE (seats integer)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (e.capacity
    - coalesce((SELECT sum(s.quantity) FROM sold_seats s WHERE s.tour_event_id = p_event AND s.affects_capacity), 0)
    - coalesce((SELECT sum(h.seats) FROM tour_hold_seats h WHERE h.tour_event_id = p_event AND h.expires_at > p_at), 0))::int
  FROM tour_events e WHERE e.tour_event_id = p_event
$$;
--> statement-breakpoint
-- The seats one hold may occupy on an event: the event's seats plus the hold's own live lines there.
CREATE FUNCTION tour_event_seats_for_hold(p_event integer, p_hold_ref text, p_at timestamptz) RETURNS TABLE (seats integer)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (t.seats
    + coalesce((SELECT sum(h.quantity) FROM tour_holds h WHERE h.tour_event_id = p_event AND h.hold_ref = p_hold_ref
        AND h.affects_capacity AND h.expires_at > p_at), 0))::int
  FROM tour_event_seats(p_event, p_at) t
$$;
--> statement-breakpoint
-- Takes seats for one hold on one event: locks the event row (FOR NO KEY UPDATE: seat takers
-- exclude each other, while the foreign-key checks of inserts elsewhere, KEY SHARE, are not
-- blocked; unless p_lock is false: the race
-- tests' control), then, in a new snapshot that sees every hold committed before the lock was
-- granted, checks and writes. The caller has checked everything else (products, limits, UDFs)
-- on an unlocked read of the same state; `p_expected` is the hold's lines it read there.
--   p_lines    [{"tour_product_id", "quantity", "affects_capacity"}]: the event's lines after the change
--   p_expected [[tour_product_id, quantity], …] by product: the lines the caller read
--   p_udfs     the booking UDF values to store, or NULL to keep the stored ones
-- Returns one row (outcome, seats_for_hold): 'taken' (written), 'refused' (event cancelled or closed,
-- no seat, or more tickets than seats), 'stale' (the hold's lines changed since the caller read
-- them: read again). `seats_for_hold` is what the hold may occupy as checked under the lock.
CREATE FUNCTION take_event_seats(
  p_hold_ref text, p_event integer, p_lines jsonb, p_expected jsonb, p_udfs jsonb,
  p_expires_at timestamptz, p_now timestamptz, p_lock boolean, p_lock_timeout_ms integer
) RETURNS TABLE (outcome text, seats_for_hold integer) LANGUAGE plpgsql AS $$
DECLARE
  v_open boolean;
  v_seats integer;
  v_lines jsonb;
  v_tickets integer;
BEGIN
  IF p_lock THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
    PERFORM 1 FROM tour_events WHERE tour_event_id = p_event FOR NO KEY UPDATE;
  END IF;
  SELECT NOT (e.cancelled OR e.closed), (SELECT t.seats FROM tour_event_seats_for_hold(p_event, p_hold_ref, p_now) t),
    coalesce((SELECT jsonb_agg(jsonb_build_array(l.tour_product_id, l.quantity) ORDER BY l.tour_product_id)
      FROM tour_holds l WHERE l.hold_ref = p_hold_ref AND l.tour_event_id = p_event), '[]'::jsonb)
  INTO v_open, v_seats, v_lines
  FROM tour_events e WHERE e.tour_event_id = p_event;
  IF v_lines IS DISTINCT FROM p_expected THEN
    RETURN QUERY SELECT 'stale'::text, v_seats;
    RETURN;
  END IF;
  SELECT coalesce(sum(x.quantity) FILTER (WHERE x.affects_capacity), 0) INTO v_tickets
  FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean);
  IF v_open IS NOT TRUE OR v_seats <= 0 OR v_tickets > v_seats THEN
    RETURN QUERY SELECT 'refused'::text, v_seats;
    RETURN;
  END IF;
  IF v_lines <> '[]'::jsonb THEN
    DELETE FROM tour_holds h WHERE h.hold_ref = p_hold_ref AND h.tour_event_id = p_event
      AND h.tour_product_id NOT IN (SELECT x.tour_product_id FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer));
  END IF;
  IF v_lines = '[]'::jsonb THEN
    -- No line yet (a new hold): a plain INSERT fires one statement trigger, not an upsert's two.
    INSERT INTO tour_holds AS h (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at)
    SELECT p_hold_ref, p_event, x.tour_product_id, x.quantity, x.affects_capacity, p_expires_at
    FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean)
    ORDER BY x.tour_product_id;
  ELSE
    INSERT INTO tour_holds AS h (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at)
    SELECT p_hold_ref, p_event, x.tour_product_id, x.quantity, x.affects_capacity, p_expires_at
    FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean)
    ORDER BY x.tour_product_id
    ON CONFLICT (hold_ref, tour_event_id, tour_product_id) DO UPDATE
      SET quantity = excluded.quantity, affects_capacity = excluded.affects_capacity, expires_at = excluded.expires_at;
  END IF;
  IF p_udfs IS NOT NULL THEN
    INSERT INTO tour_hold_udfs AS u (hold_ref, tour_event_id, udf_values) VALUES (p_hold_ref, p_event, p_udfs)
    ON CONFLICT (hold_ref, tour_event_id) DO UPDATE SET udf_values = excluded.udf_values;
  END IF;
  RETURN QUERY SELECT 'taken'::text, v_seats;
END
$$;
--> statement-breakpoint
-- The capacity check of a booking transaction that has written its sale (its hold's lines are
-- still there and are deleted right after): locks the events (in id order, FOR NO KEY UPDATE,
-- unless p_lock is false: the race tests' control), then, in a fresh snapshot, checks that each
-- still has at least 0 seats for the hold p_hold_ref at p_now (the sold lines counted, the
-- hold's own live lines given back). Raises SQLSTATE GT409, message the first event id that
-- fails, so that the transaction rolls back and COMMIT can be sent right behind this call and
-- the hold's deletion: the locks are held for no round trip to the server.
CREATE FUNCTION confirm_event_seats(p_events integer[], p_hold_ref text, p_now timestamptz, p_lock boolean, p_lock_timeout_ms integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_oversold integer;
BEGIN
  IF p_lock THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
    PERFORM 1 FROM tour_events WHERE tour_event_id = ANY (p_events) ORDER BY tour_event_id FOR NO KEY UPDATE;
  END IF;
  SELECT e.id INTO v_oversold FROM unnest(p_events) AS e(id)
  WHERE (SELECT t.seats FROM tour_event_seats_for_hold(e.id, p_hold_ref, p_now) t) < 0
  ORDER BY e.id LIMIT 1;
  IF v_oversold IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GT409', MESSAGE = v_oversold::text;
  END IF;
END
$$;
