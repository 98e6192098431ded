--
-- the estimator against published measurements (validation/): the whole
-- report, so that any change in accuracy shows in the diff
--
\i validation/validate.sql
