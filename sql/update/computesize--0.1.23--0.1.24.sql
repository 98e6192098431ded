-- 0.1.24 changes no SQL object.  Its library changes results, which is why
-- the version moves with it: memory()'s activations column (and with it
-- total, allocated and reserved) counts PyTorch's cuBLAS workspaces, which
-- PyTorch 2 takes from its caching allocator, one for each thread that runs
-- matrix products and held for the process's life: 32 MiB in inference, 64
-- MiB in training (autograd's device thread runs the backward pass), none
-- under llama.cpp.  fits(), max_batch(), max_context(), min_gpus() and the
-- rankings see the same few MiB more.
-- memory() is IMMUTABLE: an index or a stored column over it that the
-- earlier library computed keeps the earlier value until REINDEX or an
-- UPDATE recomputes it.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.24'" to load this file. \quit
