--
-- soft input errors: pg_input_is_valid() and pg_input_error_info()
-- (PostgreSQL 16 and later; test/expected/memsize_soft_1.out is the output on
-- older servers, where the functions do not exist)
--
SELECT current_setting('server_version_num')::int >= 160000 AS has_soft_errors \gset
\if :has_soft_errors
\pset format unaligned
SELECT pg_input_is_valid('24 GiB', 'computesize.memsize') AS good,
       pg_input_is_valid('12 parsecs', 'computesize.memsize') AS bad_unit,
       pg_input_is_valid('9223372036854775808 B', 'computesize.memsize') AS too_big,
       pg_input_is_valid('', 'computesize.memsize') AS empty;
SELECT message, detail, sql_error_code
FROM pg_input_error_info('12 parsecs', 'computesize.memsize');
SELECT message, sql_error_code
FROM pg_input_error_info('9223372036854775808 B', 'computesize.memsize');
\else
\echo soft input errors need PostgreSQL 16 or later
\endif
