--
-- The install script must not run code planted by a low-privilege role
-- (after contrib/seg's security test).  The extension is trusted, so such a
-- role may create it; the script then runs as the bootstrap superuser.
-- Every hostile object raises an exception naming itself if it is called.
--
DROP EXTENSION computesize;
DROP SCHEMA IF EXISTS computesize;

CREATE ROLE regress_cs_hostile;
SELECT current_database() AS datname \gset
GRANT CREATE ON DATABASE :"datname" TO regress_cs_hostile;
GRANT CREATE ON SCHEMA public TO regress_cs_hostile;

SET ROLE regress_cs_hostile;
CREATE FUNCTION public.hostile(VARIADIC anyarray) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile code ran as %', current_user; END $$;
CREATE FUNCTION public.hostile_oid(oid, oid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile oid operator ran as %', current_user; END $$;
CREATE FUNCTION public.hostile_name(name, text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile name operator ran as %', current_user; END $$;
-- operators and functions that a carelessly written script could resolve
CREATE OPERATOR public.= (LEFTARG = oid, RIGHTARG = oid, FUNCTION = public.hostile_oid);
CREATE OPERATOR public.<> (LEFTARG = oid, RIGHTARG = oid, FUNCTION = public.hostile_oid);
CREATE OPERATOR public.= (LEFTARG = name, RIGHTARG = text, FUNCTION = public.hostile_name);
CREATE FUNCTION public.format(text, text, text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile format ran as %', current_user; END $$;
CREATE FUNCTION public.pg_get_userbyid(oid) RETURNS name LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile pg_get_userbyid ran as %', current_user; END $$;
-- a temporary domain shadowing a built-in type name, with a hostile check
CREATE DOMAIN pg_temp.numeric AS pg_catalog.numeric CHECK (public.hostile(VALUE));
CREATE DOMAIN pg_temp.bigint AS pg_catalog.int8 CHECK (public.hostile(VALUE));
SET search_path = public, pg_temp;

-- seg's pattern: the extension is created while an object of the hostile
-- role is being built, by a function the hostile role owns
CREATE FUNCTION public.make_ext(i int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
    CREATE EXTENSION computesize;
    RETURN i;
END $$;
CREATE TABLE public.t_hostile (i int) PARTITION BY RANGE (i);
CREATE TABLE public.p1_hostile PARTITION OF public.t_hostile FOR VALUES FROM (1) TO (public.make_ext(2));

-- the extension exists, belongs to the hostile role, works, and nothing
-- hostile ran
SELECT extname, extowner::regrole FROM pg_extension WHERE extname = 'computesize';
SELECT '24 GiB'::computesize.memsize::pg_catalog.int8 AS works;
DROP TABLE public.t_hostile;
DROP EXTENSION computesize;
-- (CREATE EXTENSION made the schema for its creator; it outlives the extension)
DROP SCHEMA computesize;
RESET search_path;

-- a schema of the extension's name planted beforehand is refused, so its
-- owner cannot later drop or replace the extension's objects
CREATE SCHEMA computesize;
CREATE FUNCTION computesize.memsize(integer) RETURNS int LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile memsize ran as %', current_user; END $$;
RESET ROLE;
CREATE EXTENSION computesize;
SELECT count(*) AS extension_rows FROM pg_extension WHERE extname = 'computesize';

-- clean up and leave the extension installed for any later test
DROP SCHEMA computesize CASCADE;
DROP FUNCTION public.make_ext(int);
DROP DOMAIN pg_temp.numeric, pg_temp.bigint;
DROP OPERATOR public.= (oid, oid);
DROP OPERATOR public.<> (oid, oid);
DROP OPERATOR public.= (name, text);
DROP FUNCTION public.hostile(VARIADIC anyarray), public.hostile_oid(oid, oid),
    public.hostile_name(name, text), public.format(text, text, text),
    public.pg_get_userbyid(oid);
REVOKE CREATE ON SCHEMA public FROM regress_cs_hostile;
REVOKE CREATE ON DATABASE :"datname" FROM regress_cs_hostile;
DROP ROLE regress_cs_hostile;
CREATE EXTENSION computesize;
