-- 0.1.19 changes no SQL object: its estimates of the Hugging Face
-- Trainer's other optimizers (rmsprop, adagrad, adamw_apex_fused,
-- schedule_free_adamw, schedule_free_radam, schedule_free_sgd, and
-- bitsandbytes' lion_8bit, rmsprop_bnb, rmsprop_bnb_8bit,
-- rmsprop_bnb_32bit, paged_lion_32bit, paged_lion_8bit, ademamix,
-- ademamix_8bit, paged_ademamix_32bit and paged_ademamix_8bit) and
-- lion_32bit's fp32 state (bitsandbytes' 32-bit states are fp32 whatever
-- the parameters' type; it was lion's, of the parameters' type) are the
-- library's, and apply as soon as it is installed, whatever version of the
-- functions is.  The version marks the release; memory(), the workload
-- type and its text are as they were.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.19'" to load this file. \quit
