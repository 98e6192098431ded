-- computesize 0.2.0, from 0.1.24.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.2.0'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- The schema belongs to the bootstrap superuser (OID 10), not to the role
-- that created the extension: CREATE EXTENSION makes a missing schema for
-- its caller, and the owner of a schema may rename it, or create objects in
-- it that the extension's own code would then resolve (an overload that
-- matches a call more exactly, a table in place of a renamed one).  The
-- script of a trusted extension runs as the bootstrap superuser, which may
-- hand the schema over, as it owns the objects the script creates.
-- Everyone keeps USAGE.
DO $$
BEGIN
    EXECUTE pg_catalog.format('ALTER SCHEMA %I OWNER TO %I', '@extschema@',
                              pg_catalog.pg_get_userbyid(10::pg_catalog.oid));
END
$$;
GRANT USAGE ON SCHEMA @extschema@ TO PUBLIC;

-- A recommendation is derived from a job history and shows its jobs, costs
-- and savings: it is visible to, and may be written by, only the roles that
-- may read the history it came from.  A source that no longer exists shows
-- to nobody (has_table_privilege() is NULL for it).  Superusers and the
-- table's owner (the bootstrap superuser) are not subject to the policy.
ALTER TABLE @extschema@.recommendation ENABLE ROW LEVEL SECURITY;
CREATE POLICY recommendation_readers_of_source ON @extschema@.recommendation
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'))
    WITH CHECK (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
COMMENT ON POLICY recommendation_readers_of_source ON @extschema@.recommendation IS
    'a recommendation is derived from its source: only roles that may read the source see or write it';
