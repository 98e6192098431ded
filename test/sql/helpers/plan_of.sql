-- pg_temp.plan_of(query): the query's plan (EXPLAIN VERBOSE, no costs) as
-- one line, for the tests that check how the planner rewrites memory()
CREATE FUNCTION pg_temp.plan_of(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE line text; plan text := '';
BEGIN
    FOR line IN EXECUTE 'EXPLAIN (VERBOSE, COSTS OFF) ' || q LOOP
        plan := plan || line;
    END LOOP;
    RETURN plan;
END $$;
