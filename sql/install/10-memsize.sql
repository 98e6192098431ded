--------------------------------------------------------------------------
-- the memsize type
--------------------------------------------------------------------------

CREATE TYPE @extschema@.memsize;

CREATE FUNCTION @extschema@.memsize_in(cstring) RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'memsize_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION @extschema@.memsize_out(@extschema@.memsize) RETURNS cstring
AS 'MODULE_PATHNAME', 'memsize_out'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION @extschema@.memsize_recv(internal) RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'memsize_recv'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION @extschema@.memsize_send(@extschema@.memsize) RETURNS bytea
AS 'MODULE_PATHNAME', 'memsize_send'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE @extschema@.memsize (
    INPUT = @extschema@.memsize_in,
    OUTPUT = @extschema@.memsize_out,
    RECEIVE = @extschema@.memsize_recv,
    SEND = @extschema@.memsize_send,
    LIKE = pg_catalog.int8
);

--------------------------------------------------------------------------
-- casts: to bigint and numeric (assignment), from them (explicit only)
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.memsize(integer) RETURNS @extschema@.memsize
AS 'int48'
LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION @extschema@.memsize(numeric) RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'memsize_from_numeric_cast'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION @extschema@.numeric(@extschema@.memsize) RETURNS numeric
AS 'int8_numeric'
LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;

-- every bigint is a valid memsize (negatives included), so these are
-- binary-coercible
CREATE CAST (@extschema@.memsize AS bigint) WITHOUT FUNCTION AS ASSIGNMENT;
CREATE CAST (bigint AS @extschema@.memsize) WITHOUT FUNCTION;
CREATE CAST (integer AS @extschema@.memsize)
    WITH FUNCTION @extschema@.memsize(integer);
CREATE CAST (numeric AS @extschema@.memsize)
    WITH FUNCTION @extschema@.memsize(numeric);
CREATE CAST (@extschema@.memsize AS numeric)
    WITH FUNCTION @extschema@.numeric(@extschema@.memsize) AS ASSIGNMENT;

--------------------------------------------------------------------------
-- comparison
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.memsize_eq(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8eq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_ne(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8ne' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_lt(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8lt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_le(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8le' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_gt(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8gt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_ge(@extschema@.memsize, @extschema@.memsize)
RETURNS boolean AS 'int8ge' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_cmp(@extschema@.memsize, @extschema@.memsize)
RETURNS integer AS 'btint8cmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.memsize_sortsupport(internal)
RETURNS void AS 'btint8sortsupport' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_hash(@extschema@.memsize)
RETURNS integer AS 'hashint8' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_hash_extended(@extschema@.memsize, bigint)
RETURNS bigint AS 'hashint8extended' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_larger(@extschema@.memsize, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'int8larger' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_smaller(@extschema@.memsize, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'int8smaller' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_eq,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_ne,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_lt,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

CREATE OPERATOR CLASS @extschema@.memsize_ops
DEFAULT FOR TYPE @extschema@.memsize USING btree AS
    OPERATOR 1 @extschema@.<,
    OPERATOR 2 @extschema@.<=,
    OPERATOR 3 @extschema@.=,
    OPERATOR 4 @extschema@.>=,
    OPERATOR 5 @extschema@.>,
    FUNCTION 1 @extschema@.memsize_cmp(@extschema@.memsize, @extschema@.memsize),
    FUNCTION 2 @extschema@.memsize_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

CREATE OPERATOR CLASS @extschema@.memsize_hash_ops
DEFAULT FOR TYPE @extschema@.memsize USING hash AS
    OPERATOR 1 @extschema@.=,
    FUNCTION 1 @extschema@.memsize_hash(@extschema@.memsize),
    FUNCTION 2 @extschema@.memsize_hash_extended(@extschema@.memsize, bigint);

--------------------------------------------------------------------------
-- arithmetic
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.memsize_pl(@extschema@.memsize, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_pl'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_mi(@extschema@.memsize, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_mi'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_um(@extschema@.memsize)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_um'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_mul_float8(@extschema@.memsize, double precision)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_mul_float8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.float8_mul_memsize(double precision, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'float8_mul_memsize'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_div_float8(@extschema@.memsize, double precision)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_div_float8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_mul_numeric(@extschema@.memsize, numeric)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_mul_numeric'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'numeric_mul_memsize'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_div_numeric(@extschema@.memsize, numeric)
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_div_numeric'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_div(@extschema@.memsize, @extschema@.memsize)
RETURNS double precision AS 'MODULE_PATHNAME', 'memsize_div'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR @extschema@.+ (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_pl, COMMUTATOR = OPERATOR(@extschema@.+)
);
CREATE OPERATOR @extschema@.- (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_mi
);
CREATE OPERATOR @extschema@.- (
    RIGHTARG = @extschema@.memsize, FUNCTION = @extschema@.memsize_um
);
CREATE OPERATOR @extschema@.* (
    LEFTARG = @extschema@.memsize, RIGHTARG = double precision,
    FUNCTION = @extschema@.memsize_mul_float8, COMMUTATOR = OPERATOR(@extschema@.*)
);
CREATE OPERATOR @extschema@.* (
    LEFTARG = double precision, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.float8_mul_memsize, COMMUTATOR = OPERATOR(@extschema@.*)
);
CREATE OPERATOR @extschema@.* (
    LEFTARG = @extschema@.memsize, RIGHTARG = numeric,
    FUNCTION = @extschema@.memsize_mul_numeric, COMMUTATOR = OPERATOR(@extschema@.*)
);
CREATE OPERATOR @extschema@.* (
    LEFTARG = numeric, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.numeric_mul_memsize, COMMUTATOR = OPERATOR(@extschema@.*)
);
CREATE OPERATOR @extschema@./ (
    LEFTARG = @extschema@.memsize, RIGHTARG = double precision,
    FUNCTION = @extschema@.memsize_div_float8
);
CREATE OPERATOR @extschema@./ (
    LEFTARG = @extschema@.memsize, RIGHTARG = numeric,
    FUNCTION = @extschema@.memsize_div_numeric
);
CREATE OPERATOR @extschema@./ (
    LEFTARG = @extschema@.memsize, RIGHTARG = @extschema@.memsize,
    FUNCTION = @extschema@.memsize_div
);

--------------------------------------------------------------------------
-- aggregates (all parallel: partial states combine)
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.memsize_avg_accum(bigint[], @extschema@.memsize)
RETURNS bigint[] AS 'MODULE_PATHNAME', 'memsize_avg_accum'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_avg_combine(bigint[], bigint[])
RETURNS bigint[] AS 'MODULE_PATHNAME', 'memsize_avg_combine'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.memsize_avg_final(bigint[])
RETURNS @extschema@.memsize AS 'MODULE_PATHNAME', 'memsize_avg_final'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE AGGREGATE @extschema@.sum(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_pl,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_pl,
    PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.avg(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_avg_accum,
    STYPE = bigint[],
    FINALFUNC = @extschema@.memsize_avg_final,
    COMBINEFUNC = @extschema@.memsize_avg_combine,
    INITCOND = '{0,0,0}',
    PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.min(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_smaller,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_smaller,
    SORTOP = OPERATOR(@extschema@.<),
    PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.max(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_larger,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_larger,
    SORTOP = OPERATOR(@extschema@.>),
    PARALLEL = SAFE
);

--------------------------------------------------------------------------
-- display for people and BI tools
--------------------------------------------------------------------------

-- not STRICT: a NULL unit means "pick one"
CREATE FUNCTION @extschema@.pretty(m @extschema@.memsize, unit text DEFAULT NULL,
                                   decimals integer DEFAULT 1)
RETURNS text AS 'MODULE_PATHNAME', 'memsize_pretty'
LANGUAGE C IMMUTABLE PARALLEL SAFE;

CREATE FUNCTION @extschema@.to_unit(m @extschema@.memsize, unit text)
RETURNS numeric AS 'MODULE_PATHNAME', 'memsize_to_unit'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

--------------------------------------------------------------------------
-- documentation
--------------------------------------------------------------------------

COMMENT ON TYPE @extschema@.memsize IS
    'an amount of memory: a signed 64-bit count of bytes; input accepts SI (kB..EB, powers of 1000), IEC (KiB..EiB, powers of 1024) and Kubernetes units';
COMMENT ON FUNCTION @extschema@.memsize_in(cstring) IS 'memsize input: number, optional unit; exact, rounds to the nearest byte (halves away from zero)';
COMMENT ON FUNCTION @extschema@.memsize_out(@extschema@.memsize) IS 'memsize output: exact and lossless, in the unit that reads shortest';
COMMENT ON FUNCTION @extschema@.memsize_recv(internal) IS 'memsize binary input (int8 wire format)';
COMMENT ON FUNCTION @extschema@.memsize_send(@extschema@.memsize) IS 'memsize binary output (int8 wire format)';
COMMENT ON FUNCTION @extschema@.memsize(integer) IS 'memsize from a count of bytes';
COMMENT ON FUNCTION @extschema@.memsize(numeric) IS 'memsize from a count of bytes, rounded to the nearest byte (halves away from zero)';
COMMENT ON FUNCTION @extschema@.numeric(@extschema@.memsize) IS 'count of bytes as numeric';
COMMENT ON CAST (@extschema@.memsize AS bigint) IS 'count of bytes';
COMMENT ON CAST (bigint AS @extschema@.memsize) IS 'memsize from a count of bytes';
COMMENT ON CAST (integer AS @extschema@.memsize) IS 'memsize from a count of bytes';
COMMENT ON CAST (numeric AS @extschema@.memsize) IS 'memsize from a count of bytes, rounded to the nearest byte';
COMMENT ON CAST (@extschema@.memsize AS numeric) IS 'count of bytes';
COMMENT ON FUNCTION @extschema@.memsize_eq(@extschema@.memsize, @extschema@.memsize) IS 'equal';
COMMENT ON FUNCTION @extschema@.memsize_ne(@extschema@.memsize, @extschema@.memsize) IS 'not equal';
COMMENT ON FUNCTION @extschema@.memsize_lt(@extschema@.memsize, @extschema@.memsize) IS 'less than';
COMMENT ON FUNCTION @extschema@.memsize_le(@extschema@.memsize, @extschema@.memsize) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.memsize_gt(@extschema@.memsize, @extschema@.memsize) IS 'greater than';
COMMENT ON FUNCTION @extschema@.memsize_ge(@extschema@.memsize, @extschema@.memsize) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.memsize_cmp(@extschema@.memsize, @extschema@.memsize) IS 'btree comparison: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.memsize_sortsupport(internal) IS 'btree sort support';
COMMENT ON FUNCTION @extschema@.memsize_hash(@extschema@.memsize) IS 'hash';
COMMENT ON FUNCTION @extschema@.memsize_hash_extended(@extschema@.memsize, bigint) IS 'seeded 64-bit hash (hash partitioning)';
COMMENT ON FUNCTION @extschema@.memsize_larger(@extschema@.memsize, @extschema@.memsize) IS 'larger of two sizes';
COMMENT ON FUNCTION @extschema@.memsize_smaller(@extschema@.memsize, @extschema@.memsize) IS 'smaller of two sizes';
COMMENT ON OPERATOR @extschema@.= (@extschema@.memsize, @extschema@.memsize) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.memsize, @extschema@.memsize) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.memsize, @extschema@.memsize) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.memsize, @extschema@.memsize) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.memsize, @extschema@.memsize) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.memsize, @extschema@.memsize) IS 'greater than or equal';
COMMENT ON OPERATOR CLASS @extschema@.memsize_ops USING btree IS 'default btree operator class for memsize';
COMMENT ON OPERATOR CLASS @extschema@.memsize_hash_ops USING hash IS 'default hash operator class for memsize (supports hash partitioning)';
COMMENT ON OPERATOR FAMILY @extschema@.memsize_ops USING btree IS 'btree operator family for memsize';
COMMENT ON OPERATOR FAMILY @extschema@.memsize_hash_ops USING hash IS 'hash operator family for memsize';
COMMENT ON FUNCTION @extschema@.memsize_pl(@extschema@.memsize, @extschema@.memsize) IS 'add, overflow-checked';
COMMENT ON FUNCTION @extschema@.memsize_mi(@extschema@.memsize, @extschema@.memsize) IS 'subtract, overflow-checked';
COMMENT ON FUNCTION @extschema@.memsize_um(@extschema@.memsize) IS 'negate, overflow-checked';
COMMENT ON FUNCTION @extschema@.memsize_mul_float8(@extschema@.memsize, double precision) IS 'multiply, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.float8_mul_memsize(double precision, @extschema@.memsize) IS 'multiply, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.memsize_div_float8(@extschema@.memsize, double precision) IS 'divide, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.memsize_mul_numeric(@extschema@.memsize, numeric) IS 'multiply exactly, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize) IS 'multiply exactly, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.memsize_div_numeric(@extschema@.memsize, numeric) IS 'divide exactly, rounded to the nearest byte';
COMMENT ON FUNCTION @extschema@.memsize_div(@extschema@.memsize, @extschema@.memsize) IS 'ratio of two sizes';
COMMENT ON OPERATOR @extschema@.+ (@extschema@.memsize, @extschema@.memsize) IS 'add';
COMMENT ON OPERATOR @extschema@.- (@extschema@.memsize, @extschema@.memsize) IS 'subtract';
COMMENT ON OPERATOR @extschema@.- (NONE, @extschema@.memsize) IS 'negate';
COMMENT ON OPERATOR @extschema@.* (@extschema@.memsize, double precision) IS 'multiply, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@.* (double precision, @extschema@.memsize) IS 'multiply, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@.* (@extschema@.memsize, numeric) IS 'multiply exactly, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@.* (numeric, @extschema@.memsize) IS 'multiply exactly, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, double precision) IS 'divide, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, numeric) IS 'divide exactly, rounded to the nearest byte';
COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, @extschema@.memsize) IS 'ratio of two sizes';
COMMENT ON FUNCTION @extschema@.memsize_avg_accum(bigint[], @extschema@.memsize) IS 'avg(memsize) transition: {count, 128-bit sum}';
COMMENT ON FUNCTION @extschema@.memsize_avg_combine(bigint[], bigint[]) IS 'avg(memsize) combine of partial states';
COMMENT ON FUNCTION @extschema@.memsize_avg_final(bigint[]) IS 'avg(memsize) final: mean rounded to the nearest byte';
COMMENT ON AGGREGATE @extschema@.sum(@extschema@.memsize) IS 'total size, overflow-checked';
COMMENT ON AGGREGATE @extschema@.avg(@extschema@.memsize) IS 'mean size, rounded to the nearest byte';
COMMENT ON AGGREGATE @extschema@.min(@extschema@.memsize) IS 'smallest size';
COMMENT ON AGGREGATE @extschema@.max(@extschema@.memsize) IS 'largest size';
COMMENT ON FUNCTION @extschema@.pretty(@extschema@.memsize, text, integer) IS
    'rounded display text, e.g. ''13.0 GiB''; NULL unit picks the largest binary unit not above the value';
COMMENT ON FUNCTION @extschema@.to_unit(@extschema@.memsize, text) IS
    'exact amount in the given unit, as numeric (for charts and BI tools)';
