-- 0.1.18 adds host_memory(w, gpus): the host memory a job keeps by design
-- for each GPU's process, what its CPU offload (training_job(offload):
-- the optimizer's states and master copy, the gradient partitions, and
-- with 'all' the parameters) and its activation offloading put there; 0
-- for a job that offloads nothing.  memory() and the workload type are
-- unchanged.  rank_gpus() and recommend() skip an offer whose instance
-- (computesize.instance.memory, where the catalog gives it) cannot hold
-- that for each of its GPUs with the same 5% headroom as a GPU's memory;
-- that check is the library's, and applies as soon as it is installed,
-- whatever version of the functions is, as does flops() counting Muon's
-- Newton-Schulz iterations and an encoder-decoder's decoding with its
-- decoder's share of the weights (and so duration() and the rankings'
-- hours), and the constructors taking the Hugging Face Trainer's names of
-- optimizers they already estimate (adamw_torch, adamw_bnb_8bit,
-- paged_adamw_32bit, lion_32bit, and galore_adamw_layerwise and
-- galore_adamw_8bit_layerwise, GaLore's with the step inside the backward
-- pass).

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.18'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- not STRICT (a NULL gpus is the workload's own), as memory() is not
CREATE FUNCTION @extschema@.host_memory(w @extschema@.workload, gpus integer DEFAULT NULL)
RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'workload_host_memory'
LANGUAGE C IMMUTABLE PARALLEL SAFE COST 10;

COMMENT ON FUNCTION @extschema@.host_memory(@extschema@.workload, integer) IS
    'host memory per GPU''s process that a workload offloads (optimizer states, master copy, gradients, parameters, activations); 0 when it offloads nothing';
