-- 0.1.23 changes no SQL object.  Its library changes two results, which is
-- why the version moves with it:
--  * LoRA activations: the inputs of the layers no adapter targets (under
--    LoRA on q and v, the second norm's output and the MLP's product) are
--    kept by nothing, since a frozen layer needs no input for a weight
--    gradient; they leave the count, except under litgpt, whose published
--    measurements hold that memory, and beside bitsandbytes' 4-bit layers,
--    which keep their inputs.  Estimates without gradient checkpointing
--    fall (phi-2, r 8 on q and v, 4 x 1024 tokens: 28.60 GiB to 25.48,
--    23.96 measured); with it the logits' peak usually stays the larger.
--  * rank_gpus() rounds a cost that is a decimal tie at the hundredth of a
--    cent up, as numeric's round() does (choose_compute() now always finds
--    the offer it costs among rank_gpus()'s).
-- memory() is IMMUTABLE: an index or a stored column over it that the
-- earlier library computed keeps the earlier value until REINDEX or an
-- UPDATE recomputes it.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.23'" to load this file. \quit
