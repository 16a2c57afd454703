-- Payment integrity and hold limits (issue 9; DESIGN.md "Capacity, holds and overselling";
-- tour-holds/repository.ts). Custom SQL migration (drizzle-kit generate --custom).
--
-- take_event_seats gains the per-client hold limits and the hold's total lifetime; the booking
-- transaction's capacity check becomes claim_event_seats, which also claims the hold's lines
-- exactly once and re-checks that the events are still bookable, under the event locks.

DROP FUNCTION take_event_seats(text, integer, jsonb, jsonb, jsonb, timestamptz, timestamptz, boolean, integer);
--> statement-breakpoint
DROP FUNCTION confirm_event_seats(integer[], text, timestamptz, boolean, integer);
--> statement-breakpoint
-- Takes seats for one hold on one event (see 0005 for the locking): the client's advisory lock
-- when a per-client total applies (always taken before the event lock), the event row lock, then
-- in a fresh snapshot the checks and the write.
--   p_lines    [{"tour_product_id", "quantity", "affects_capacity"}]: the event's lines after the change
--   p_expected [[tour_product_id, quantity], …] by product: the lines the caller read
--   p_udfs     the booking UDF values to store, or NULL to keep the stored ones
--   p_client_key       the requesting client (a keyed hash of its address); a hold keeps the
--                      client that started it
--   p_event_limit      most capacity seats one client may hold live on one event (0: no limit)
--   p_client_limit     most capacity seats one client may hold live in all (0: no limit)
--   p_max_hold_seconds a hold's lines never expire later than its start plus this (0: no limit)
--   p_min_expires_at   the lines live at least until then (a checkout re-taking its seats), or NULL
-- Returns one row (outcome, seats_for_hold, expires_at): 'taken' (written; the lines expire at
-- expires_at), 'refused' (event cancelled or closed, no seat, or more tickets than seats),
-- 'stale' (the hold's lines changed since the caller read them: read again), 'event_limit' /
-- 'client_limit' (the client would hold more than the limit; seats_for_hold is what it may
-- still add), 'lifetime' (the hold reached its total lifetime).
CREATE FUNCTION take_event_seats(
  p_hold_ref text, p_event integer, p_lines jsonb, p_expected jsonb, p_udfs jsonb,
  p_expires_at timestamptz, p_now timestamptz, p_lock boolean, p_lock_timeout_ms integer,
  p_client_key text, p_event_limit integer, p_client_limit integer, p_max_hold_seconds integer,
  p_min_expires_at timestamptz
) RETURNS TABLE (outcome text, seats_for_hold integer, expires_at timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  v_open boolean;
  v_seats integer;
  v_lines jsonb;
  v_tickets integer;
  v_here integer;
  v_mine integer;
  v_client text;
  v_started timestamptz;
  v_expires timestamptz;
BEGIN
  SELECT min(h.client_key), min(h.started_at) INTO v_client, v_started FROM tour_holds h WHERE h.hold_ref = p_hold_ref;
  v_client := coalesce(v_client, p_client_key);
  v_started := coalesce(v_started, p_now);
  v_expires := p_expires_at;
  IF p_max_hold_seconds > 0 THEN
    v_expires := least(v_expires, v_started + make_interval(secs => p_max_hold_seconds));
  END IF;
  IF p_min_expires_at IS NOT NULL THEN
    v_expires := greatest(v_expires, p_min_expires_at);
  END IF;
  IF v_expires <= p_now THEN
    RETURN QUERY SELECT 'lifetime'::text, NULL::integer, v_expires;
    RETURN;
  END IF;
  IF p_lock THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
    IF p_client_limit > 0 AND v_client <> '' THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('gt.hold.client:' || v_client, 0));
    END IF;
    PERFORM 1 FROM tour_events WHERE tour_event_id = p_event FOR NO KEY UPDATE;
  END IF;
  SELECT NOT (e.cancelled OR e.closed), (SELECT t.seats FROM tour_event_seats_for_hold(p_event, p_hold_ref, p_now) t),
    coalesce((SELECT jsonb_agg(jsonb_build_array(l.tour_product_id, l.quantity) ORDER BY l.tour_product_id)
      FROM tour_holds l WHERE l.hold_ref = p_hold_ref AND l.tour_event_id = p_event), '[]'::jsonb),
    coalesce((SELECT sum(l.quantity) FROM tour_holds l WHERE l.hold_ref = p_hold_ref AND l.tour_event_id = p_event
      AND l.affects_capacity AND l.expires_at > p_now), 0)
  INTO v_open, v_seats, v_lines, v_here
  FROM tour_events e WHERE e.tour_event_id = p_event;
  IF v_lines IS DISTINCT FROM p_expected THEN
    RETURN QUERY SELECT 'stale'::text, v_seats, v_expires;
    RETURN;
  END IF;
  SELECT coalesce(sum(x.quantity) FILTER (WHERE x.affects_capacity), 0) INTO v_tickets
  FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean);
  IF v_open IS NOT TRUE OR v_seats <= 0 OR v_tickets > v_seats THEN
    RETURN QUERY SELECT 'refused'::text, v_seats, v_expires;
    RETURN;
  END IF;
  -- The per-client limits count only what a change adds (a client over a lowered limit may still
  -- lower its quantities).
  IF v_client <> '' AND v_tickets > v_here AND p_event_limit > 0 THEN
    SELECT coalesce(sum(h.quantity), 0) INTO v_mine FROM tour_holds h
    WHERE h.client_key = v_client AND h.expires_at > p_now AND h.affects_capacity
      AND h.tour_event_id = p_event AND h.hold_ref <> p_hold_ref;
    IF v_mine + v_tickets > p_event_limit THEN
      RETURN QUERY SELECT 'event_limit'::text, greatest(p_event_limit - v_mine, 0), v_expires;
      RETURN;
    END IF;
  END IF;
  IF v_client <> '' AND v_tickets > v_here AND p_client_limit > 0 THEN
    SELECT coalesce(sum(h.quantity), 0) INTO v_mine FROM tour_holds h
    WHERE h.client_key = v_client AND h.expires_at > p_now AND h.affects_capacity
      AND NOT (h.hold_ref = p_hold_ref AND h.tour_event_id = p_event);
    IF v_mine + v_tickets > p_client_limit THEN
      RETURN QUERY SELECT 'client_limit'::text, greatest(p_client_limit - v_mine, 0), v_expires;
      RETURN;
    END IF;
  END IF;
  IF v_lines <> '[]'::jsonb THEN
    DELETE FROM tour_holds h WHERE h.hold_ref = p_hold_ref AND h.tour_event_id = p_event
      AND h.tour_product_id NOT IN (SELECT x.tour_product_id FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer));
  END IF;
  IF v_lines = '[]'::jsonb THEN
    -- No line yet on this event: a plain INSERT fires one statement trigger, not an upsert's two.
    INSERT INTO tour_holds AS h (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at, client_key, started_at)
    SELECT p_hold_ref, p_event, x.tour_product_id, x.quantity, x.affects_capacity, v_expires, v_client, v_started
    FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean)
    ORDER BY x.tour_product_id;
  ELSE
    INSERT INTO tour_holds AS h (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at, client_key, started_at)
    SELECT p_hold_ref, p_event, x.tour_product_id, x.quantity, x.affects_capacity, v_expires, v_client, v_started
    FROM jsonb_to_recordset(p_lines) AS x(tour_product_id integer, quantity integer, affects_capacity boolean)
    ORDER BY x.tour_product_id
    ON CONFLICT (hold_ref, tour_event_id, tour_product_id) DO UPDATE
      SET quantity = excluded.quantity, affects_capacity = excluded.affects_capacity, expires_at = excluded.expires_at;
  END IF;
  IF p_udfs IS NOT NULL THEN
    INSERT INTO tour_hold_udfs AS u (hold_ref, tour_event_id, udf_values) VALUES (p_hold_ref, p_event, p_udfs)
    ON CONFLICT (hold_ref, tour_event_id) DO UPDATE SET udf_values = excluded.udf_values;
  END IF;
  RETURN QUERY SELECT 'taken'::text, v_seats, v_expires;
END
$$;
--> statement-breakpoint
-- The last step of a booking transaction that has written its sale: locks the events (in id
-- order, FOR NO KEY UPDATE, unless p_lock is false: the race tests' control), then, each in a
-- fresh snapshot:
--   1. every event is still bookable (not cancelled, not closed, not started at p_now), else
--      SQLSTATE GT410, message the first such event id (p_check_state false: control only);
--   2. the hold's lines on these events are claimed exactly once: deleted, and what was deleted
--      must be exactly p_lines ([[tour_event_id, tour_product_id, quantity], …] by event and
--      product), else SQLSTATE GT411 (another payment claimed them, or the cart changed); with
--      p_claim false (control only) the lines are deleted unchecked after step 3;
--   3. no event has fewer than 0 seats at p_now (the sale counted, the claimed lines gone), else
--      SQLSTATE GT409, message the first event id;
-- and deletes the hold's UDF values on these events. Any failure rolls the transaction back, so
-- COMMIT can be sent right behind this call: the locks are held for no round trip to the server.
CREATE FUNCTION claim_event_seats(
  p_events integer[], p_hold_ref text, p_lines jsonb, p_now timestamptz, p_lock boolean, p_claim boolean,
  p_check_state boolean, p_lock_timeout_ms integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_event integer;
  v_claimed jsonb;
BEGIN
  IF p_lock THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
    PERFORM 1 FROM tour_events WHERE tour_event_id = ANY (p_events) ORDER BY tour_event_id FOR NO KEY UPDATE;
  END IF;
  SELECT e.tour_event_id INTO v_event FROM tour_events e
  WHERE p_check_state AND e.tour_event_id = ANY (p_events) AND (e.cancelled OR e.closed OR e.starts_at <= p_now)
  ORDER BY e.tour_event_id LIMIT 1;
  IF v_event IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GT410', MESSAGE = v_event::text;
  END IF;
  IF p_claim THEN
    WITH d AS (
      DELETE FROM tour_holds h WHERE h.hold_ref = p_hold_ref AND h.tour_event_id = ANY (p_events)
      RETURNING h.tour_event_id, h.tour_product_id, h.quantity
    )
    SELECT coalesce(jsonb_agg(jsonb_build_array(d.tour_event_id, d.tour_product_id, d.quantity)
      ORDER BY d.tour_event_id, d.tour_product_id), '[]'::jsonb) INTO v_claimed FROM d;
    IF v_claimed IS DISTINCT FROM p_lines THEN
      RAISE EXCEPTION USING ERRCODE = 'GT411', MESSAGE = 'hold lines already claimed or changed';
    END IF;
  END IF;
  SELECT e.id INTO v_event FROM unnest(p_events) AS e(id)
  WHERE (SELECT t.seats FROM tour_event_seats_for_hold(e.id, p_hold_ref, p_now) t) < 0
  ORDER BY e.id LIMIT 1;
  IF v_event IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GT409', MESSAGE = v_event::text;
  END IF;
  IF NOT p_claim THEN
    DELETE FROM tour_holds h WHERE h.hold_ref = p_hold_ref AND h.tour_event_id = ANY (p_events);
  END IF;
  DELETE FROM tour_hold_udfs u WHERE u.hold_ref = p_hold_ref AND u.tour_event_id = ANY (p_events);
END
$$;
