--
-- ALTER EXTENSION computesize UPDATE refreshes the shipped catalog rows
-- from catalog/*.csv and leaves users' rows alone
--
SET client_min_messages = warning;
DROP EXTENSION computesize CASCADE;
CREATE EXTENSION computesize VERSION '0.1.0';
SELECT extversion FROM pg_extension WHERE extname = 'computesize';
SELECT source, target, path FROM pg_extension_update_paths('computesize') WHERE path IS NOT NULL
ORDER BY string_to_array(source, '.')::int[], string_to_array(target, '.')::int[];

-- the library serves the eleven columns of 0.1.0's memory_estimate too, by
-- the direct route and from a stored workload value, and estimates kept in
-- a table survive the update
SELECT count(*) AS estimate_columns FROM pg_attribute
WHERE attrelid = 'computesize.memory_estimate'::regclass AND attnum > 0 AND NOT attisdropped;
CREATE TABLE kept_job AS SELECT computesize.training_job('Llama-2-7B') AS w;
SELECT (computesize.memory(computesize.training_job('Llama-2-7B'))).total::bigint AS direct,
       (computesize.memory(w)).total::bigint AS from_a_value FROM kept_job;
CREATE TABLE kept_estimate AS SELECT computesize.memory(w) AS e FROM kept_job;
-- a compute_job stored before 0.1.6 has no workload: choose_compute()
-- costs its FLOPs as the older release did, with the new billing
CREATE TABLE kept_compute AS
SELECT computesize.compute_job(computesize.training_job('Llama-2-7B', method => 'lora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true)) AS j;
-- 0.1.5's inference_job ends with three more arguments; the library serves
-- the shorter function of the older scripts, whose direct route ends with
-- memory_gpus where the new arguments are: the same estimate before and
-- after the update (a Gemma 2 window, two GPUs)
CREATE TABLE kept_inference AS
SELECT (computesize.memory(computesize.inference_job('Gemma-2-9B', context => 8192), 2)).kv_cache::bigint AS kv,
       (computesize.memory(computesize.inference_job('Gemma-2-9B', context => 8192), 2)).total::bigint AS total;
-- 0.1.13's norm and soft-capping flags: before the update the catalog has
-- no such columns, and the library reads them as false
CREATE TABLE kept_gemma AS
SELECT computesize.training_job('Gemma-2-9B', method => 'lora', framework => 'torchtune', seq_len => 512, gradient_checkpointing => false) AS w,
       (computesize.memory(computesize.training_job('Gemma-2-9B', method => 'lora', framework => 'torchtune',
                                                     seq_len => 512, gradient_checkpointing => false))).activations::bigint AS activations;
-- 0.1.14's lora_dtype: a pure-bf16 LoRA job kept from before the update
-- has its adapters in bf16, as every release before 0.1.14 counted them
CREATE TABLE kept_lora AS
SELECT computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false) AS w,
       (computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false))).total::bigint AS total;
-- 0.1.16's encoder flag: before the update every model is a decoder, and
-- BERT's inference counts a KV cache
CREATE TABLE kept_bert AS
SELECT computesize.inference_job('BERT-base-uncased', batch => 32, context => 128) AS w,
       (computesize.memory(computesize.inference_job('BERT-base-uncased', batch => 32, context => 128))).kv_cache::bigint AS kv;
-- 0.1.17's encoder_decoder flag: before the update T5's 24 layers (both
-- stacks) all cache
CREATE TABLE kept_t5 AS
SELECT computesize.inference_job('T5-base', context => 512) AS w,
       (computesize.memory(computesize.inference_job('T5-base', context => 512))).kv_cache::bigint AS kv;

-- a provider's minimum charge came with 0.1.7: the library ranks the
-- older catalog, which has none, billing by the second (a thousand tokens
-- of a 1B model take a second or so on AWS's cheapest fitting offer)
CREATE TABLE kept_short_run AS
SELECT r.instance_type, r.region, r.usd_per_hour, r.hours, r.cost
FROM computesize.rank_gpus(computesize.inference_job('Llama-3.2-1B', tokens => 1000)) r
WHERE r.provider = 'aws' AND r.gpu IN (SELECT id FROM computesize.gpu WHERE vendor = 'NVIDIA')
ORDER BY r.cost, r.hours LIMIT 1;
SELECT hours < 1 / 60.0 AS under_a_minute, cost = round(usd_per_hour * ceil(hours * 3600 - 1e-9)::numeric / 3600, 4) AS billed_by_the_second
FROM kept_short_run;
-- 0.1.20's hidden_act: before the update the catalog has no such column,
-- and the library reads every activation as fused
CREATE TABLE kept_falcon AS
SELECT computesize.inference_job('Falcon-7B', batch => 8, context => 2048) AS w,
       (computesize.memory(computesize.inference_job('Falcon-7B', batch => 8, context => 2048))).activations::bigint AS activations;
CREATE TABLE kept_gpt2 AS
SELECT computesize.training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024, mixed_precision => false) AS w,
       (computesize.memory(computesize.training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024,
                                                     mixed_precision => false))).allocated::bigint AS allocated;
-- 0.1.21's prompt: before the update the workload has no such column, and
-- a generation is a prefill of the whole context
CREATE TABLE kept_generation AS
SELECT computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024) AS w,
       (computesize.memory(computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024))).activations::bigint
           AS activations;
-- 0.1.22's column functions: before the update a column of the nested
-- call is a column of one call of the whole estimate (the scripts have no
-- column function to plan)
\i test/sql/helpers/plan_of.sql
CREATE TEMP TABLE kept_plan AS
SELECT pg_temp.plan_of($$SELECT (computesize.memory(computesize.training_job('Llama-2-7B'))).total$$)
           LIKE '%memory_part(%' AS column_function;

-- users' rows, including a price line and an alias beside shipped ones
INSERT INTO computesize.provider (id, name, kind, billing, source)
VALUES ('acme-cloud', 'Acme internal cloud', 'on_premises', 'per_hour', 'finance');
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('acme-x1', 'Acme', 'Acme X1', '96 GiB', 'sheet');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('our h100 boxes', 'h100-sxm', 'common', 'inventory');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-cloud', 'x1.8', 'acme-x1', 8, 96, '1 TiB', 'x86_64', 'inventory');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 16, '2026-01-01', 'rate card');
-- (a provider as 0.1.0 has it: 0.1.7 adds billing_minimum; a GPU as 0.1.0
-- has it: 0.2.0 adds stack, compute_capability, flash_attention)
CREATE TEMP TABLE users_before AS
SELECT 'provider' AS t, (p.id, p.name, p.kind, p.billing, p.url, p.source, p.is_builtin)::text AS r FROM computesize.provider p WHERE NOT is_builtin
UNION ALL SELECT 'gpu', (g.id, g.vendor, g.name, g.architecture, g.release_year, g.form_factor, g.memory, g.memory_type, g.memory_bandwidth_gbs, g.fp32_tflops, g.tf32_tflops, g.bf16_tflops, g.fp16_tflops, g.fp8_tflops, g.int8_tops, g.tdp_watts, g.interconnect, g.interconnect_gbs, g.pcie_gen, g.source, g.notes, g.is_builtin)::text FROM computesize.gpu g WHERE NOT is_builtin
UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
UNION ALL SELECT 'price', x::text FROM computesize.price x WHERE NOT is_builtin;

-- shipped rows as an older release left them: a GPU figure since
-- corrected, an alias and a model the release did not have yet
SET session_replication_role = replica;   -- (bypasses the guard triggers)
UPDATE computesize.gpu SET tdp_watts = 1, source = 'old' WHERE id = 't4';
DELETE FROM computesize.gpu_alias WHERE alias = 'V100M32' AND is_builtin;
DELETE FROM computesize.model WHERE name = 'Llama-2-7B';
RESET session_replication_role;
SELECT tdp_watts, source = 'old' AS stale FROM computesize.gpu WHERE id = 't4';
SELECT computesize.gpu_id('V100M32') IS NULL AS alias_missing;
-- a recommendation computed before 0.1.10 has no options to show
INSERT INTO computesize.recommendation (source, job_id, job_fingerprint, catalog_generation, computed_at)
VALUES ('pg_class', 'old-job', 'md5 of the row and options', 1, now());

ALTER EXTENSION computesize UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'computesize';
-- and after it, the column function, with the stored value's total
SELECT column_function AS before_update,
       pg_temp.plan_of($$SELECT (computesize.memory(computesize.training_job('Llama-2-7B'))).total$$)
           LIKE '%training_memory_part(%' AS after_update,
       (computesize.memory(computesize.training_job('Llama-2-7B'))).total::bigint = (computesize.memory(w)).total::bigint AS same_total
FROM kept_plan, kept_job;
-- 0.1.10 cleared its fingerprint: the next refresh recomputes it with its
-- objective and pricing
SELECT job_fingerprint = '' AS recomputed_next_refresh, objective IS NULL AND pricing IS NULL AS no_options_yet
FROM computesize.recommendation WHERE job_id = 'old-job';
DELETE FROM computesize.recommendation WHERE job_id = 'old-job';
-- 0.1.2's optimizer_step: the columns of a new estimate add up to its
-- total; one stored before the update reads it as NULL
SELECT count(*) AS estimate_columns FROM pg_attribute
WHERE attrelid = 'computesize.memory_estimate'::regclass AND attnum > 0 AND NOT attisdropped;
SELECT (e).total::bigint AS kept_total, (e).optimizer_step IS NULL AS kept_step_is_null FROM kept_estimate;
SELECT (m).optimizer_step::bigint AS optimizer_step,
       (m).weights::bigint + (m).gradients::bigint + (m).optimizer::bigint + (m).activations::bigint
       + (m).kv_cache::bigint + (m).optimizer_step::bigint + (m).overhead::bigint = (m).total::bigint AS columns_add_up
FROM (SELECT computesize.memory(w) AS m FROM kept_job) s;
-- 0.1.12's gradient_accumulation: a workload stored before the update
-- reads it as NULL, which is 1 (no accumulation): the same estimate
SELECT (w).gradient_accumulation IS NULL AS kept_accumulation_is_null,
       computesize.memory(w) = computesize.memory(computesize.training_job('Llama-2-7B')) AS kept_same_estimate,
       (computesize.training_job('Llama-2-7B')).gradient_accumulation AS new_default
FROM kept_job;
-- 0.1.13's flags: a workload stored before the update reads them as NULL,
-- which is false (the same estimate); the refreshed catalog row has them,
-- and a new workload of the model counts Gemma 2's norms and soft-capping
SELECT (w).post_norms IS NULL AND (w).logit_softcapping IS NULL AS kept_flags_are_null,
       (computesize.memory(w)).activations::bigint = activations AS kept_same_estimate,
       (SELECT post_norms AND attention_softcapping AND logit_softcapping AND NOT qk_norm
        FROM computesize.model WHERE name = 'Gemma-2-9B') AS catalog_row_refreshed,
       (computesize.memory(computesize.training_job('Gemma-2-9B', method => 'lora', framework => 'torchtune',
                                                     seq_len => 512, gradient_checkpointing => false))).activations::bigint > activations AS new_estimate_counts_them
FROM kept_gemma;
DROP TABLE kept_gemma;
-- 0.1.14's lora_dtype: the kept value reads it as NULL, 0.1.13's rule (the
-- same estimate, as the direct route of 0.1.13 gave it); a new workload
-- takes PEFT's fp32 adapters under pytorch and counts their cast inputs
SELECT (w).lora_dtype IS NULL AS kept_lora_dtype_is_null,
       (computesize.memory(w)).total::bigint = total AS kept_same_estimate,
       (computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false)).lora_dtype AS new_default,
       (computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false,
                                                     lora_dtype => 'bf16', gradient_checkpointing => false))).total::bigint = total AS bf16_as_before,
       (computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false))).total::bigint > total
           AS fp32_adapters_count_more
FROM kept_lora;
DROP TABLE kept_lora;
-- 0.1.16's encoder: the kept value reads NULL, a decoder with the cache it
-- had (2 x 12 layers x 768 x 4096 tokens x 2 bytes); a new one is an
-- encoder and caches nothing
SELECT kv AS kv_before, (w).encoder IS NULL AS kept_encoder_is_null,
       (computesize.memory(w)).kv_cache::bigint = kv AS kept_same_cache,
       (computesize.inference_job('BERT-base-uncased', context => 4096)).encoder AS new_is_encoder,
       (computesize.memory(computesize.inference_job('BERT-base-uncased', batch => 32, context => 128))).kv_cache::bigint AS new_kv
FROM kept_bert;
DROP TABLE kept_bert;
-- 0.1.17's encoder_decoder: the kept value reads NULL and caches in every
-- layer as it did (2 x 24 x 768 x 512 x 2); a new one caches in the
-- decoder's 12
SELECT kv AS kv_before, (w).encoder_decoder IS NULL AS kept_flag_is_null,
       (computesize.memory(w)).kv_cache::bigint = kv AS kept_same_cache,
       (computesize.inference_job('T5-base', context => 4096)).encoder_decoder AS new_is_encoder_decoder,
       (computesize.memory(computesize.inference_job('T5-base', context => 512))).kv_cache::bigint AS new_kv
FROM kept_t5;
DROP TABLE kept_t5;
-- 0.1.16's num_labels: a workload stored before the update reads it as
-- NULL, the language-model head (the same estimate); a new classifier
-- job keeps its labels and counts no vocabulary-wide logits
SELECT (w).num_labels IS NULL AS kept_num_labels_is_null,
       computesize.memory(w) = computesize.memory(computesize.training_job('Llama-2-7B')) AS kept_same_estimate,
       (computesize.training_job('Llama-2-7B', num_labels => 2)).num_labels AS new_labels,
       (computesize.memory(computesize.training_job('Llama-2-7B', num_labels => 2))).activations::bigint
           < (computesize.memory(w)).activations::bigint AS classifier_counts_less
FROM kept_job;
-- 0.1.17's cuda_context: a workload stored before the update reads it as
-- NULL, the framework's profile (the same estimate); a new job keeps the
-- figure given, and its total moves by the difference from the profile's
-- 1 GiB: 0.5 GiB = 536,870,912 bytes
SELECT (w).cuda_context IS NULL AS kept_cuda_context_is_null,
       (w).galore_rank IS NULL AND (w).offload IS NULL AND (w).encoder_decoder IS NULL AS kept_others_null,
       (computesize.training_job('Llama-2-7B', cuda_context => '1.5 GiB')).cuda_context AS new_context,
       (computesize.memory(computesize.training_job('Llama-2-7B', cuda_context => '1.5 GiB'))).total::bigint
           - (computesize.memory(w)).total::bigint AS added_bytes
FROM kept_job;
DROP TABLE kept_estimate, kept_job;
-- 0.1.20's hidden_act: a workload stored before the update reads it as
-- NULL, fused (the same estimate); the refreshed catalog row names
-- gelu_new, and a new workload of the model keeps its three intermediates
-- a layer: 3 x 6,400 x 2 bytes x 4,096 tokens x 48 layers = 7,549,747,200
-- bytes more
SELECT (w).hidden_act IS NULL AS kept_activation_is_null,
       (computesize.memory(w)).allocated::bigint = allocated AS kept_same_estimate,
       (SELECT hidden_act FROM computesize.model WHERE name = 'GPT-2 XL (1.5B)') AS catalog_row_refreshed,
       (computesize.memory(computesize.training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024,
                                                     mixed_precision => false))).allocated::bigint
           - allocated AS new_estimate_more
FROM kept_gpt2;
DROP TABLE kept_gpt2;
-- and kv_broadcast: NULL in the stored value, false (the same estimate); the
-- refreshed Falcon 7B row has it, and a new value holds the math kernel's
-- fp32 scores, 20,268,974,080 bytes more (test/sql/estimate.sql derives them)
SELECT (w).kv_broadcast IS NULL AS kept_flag_is_null,
       (computesize.memory(w)).activations::bigint = activations AS kept_same_estimate,
       (SELECT kv_broadcast FROM computesize.model WHERE name = 'Falcon-7B') AS catalog_row_refreshed,
       (computesize.memory(computesize.inference_job('Falcon-7B', batch => 8, context => 2048))).activations::bigint
           - activations AS new_estimate_more
FROM kept_falcon;
DROP TABLE kept_falcon;
-- and prompt: NULL in the stored value, the whole context (the same
-- estimate); a new value with a 128-token prompt counts the larger of the
-- prompt's prefill and one token's step, 569,704,448 bytes (test/sql/estimate.sql
-- derives them), where the whole context's prefill counts 4,327,800,832
SELECT (w).prompt IS NULL AS kept_prompt_is_null,
       (computesize.memory(w)).activations::bigint = activations AS kept_same_estimate,
       activations AS whole_context_prefill,
       (computesize.memory(computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024, prompt => 128))).activations::bigint
           AS with_prompt
FROM kept_generation;
DROP TABLE kept_generation;
SELECT kv = (m).kv_cache::bigint AS same_kv_cache, total = (m).total::bigint AS same_total
FROM kept_inference,
     LATERAL (SELECT computesize.memory(computesize.inference_job('Gemma-2-9B', context => 8192), 2) AS m) s;
DROP TABLE kept_inference;
SELECT (j).workload IS NULL AS kept_without_workload, c.choice, c.gpu IS NOT NULL AS has_gpu,
       round(c.gpu_hours::numeric, 6) = round(computesize.gpu_hours((j).gpu_flops, c.gpu, c.gpu_count, (j).gpu_efficiency, 'on_demand')::numeric, 6) AS flop_hours
FROM kept_compute, LATERAL computesize.choose_compute(j) c;
DROP TABLE kept_compute;
-- the shipped rows are the files' again
SELECT tdp_watts > 1 AS tdp_refreshed, source <> 'old' AS source_refreshed FROM computesize.gpu WHERE id = 't4';
SELECT computesize.gpu_id('V100M32') AS alias_back;
SELECT count(*) AS llama2_back FROM computesize.model WHERE name = 'Llama-2-7B' AND is_builtin;
-- the same run billed after the update: AWS's minute
SELECT r.cost = round(k.usd_per_hour / 60, 4) AS billed_a_minute
FROM kept_short_run k, computesize.rank_gpus(computesize.inference_job('Llama-3.2-1B', tokens => 1000)) r
WHERE r.provider = 'aws' AND r.instance_type = k.instance_type AND r.region = k.region;
DROP TABLE kept_short_run;
SELECT id, billing_minimum FROM computesize.provider WHERE id IN ('aws', 'azure', 'runpod', 'acme-cloud') ORDER BY id;
-- the users' rows are exactly as they were (a user's provider bills no
-- minimum until told)
SELECT count(*) AS user_rows_changed_or_lost FROM (
    SELECT * FROM users_before
    EXCEPT
    (SELECT 'provider' AS t, (p.id, p.name, p.kind, p.billing, p.url, p.source, p.is_builtin)::text AS r FROM computesize.provider p WHERE NOT is_builtin
     UNION ALL SELECT 'gpu', (g.id, g.vendor, g.name, g.architecture, g.release_year, g.form_factor, g.memory, g.memory_type, g.memory_bandwidth_gbs, g.fp32_tflops, g.tf32_tflops, g.bf16_tflops, g.fp16_tflops, g.fp8_tflops, g.int8_tops, g.tdp_watts, g.interconnect, g.interconnect_gbs, g.pcie_gen, g.source, g.notes, g.is_builtin)::text FROM computesize.gpu g WHERE NOT is_builtin
     UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
     UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
     UNION ALL SELECT 'price', x::text FROM computesize.price x WHERE NOT is_builtin)) d;
-- and no shipped row is doubled
SELECT (SELECT count(*) - count(DISTINCT id) FROM computesize.gpu) AS doubled_gpus,
       (SELECT count(*) - count(DISTINCT (provider, instance_type, region, pricing, is_builtin, valid_from)) FROM computesize.price) AS doubled_prices;

DELETE FROM computesize.price WHERE NOT is_builtin;
DELETE FROM computesize.instance WHERE NOT is_builtin;
DELETE FROM computesize.gpu_alias WHERE NOT is_builtin;
DELETE FROM computesize.gpu WHERE NOT is_builtin;
DELETE FROM computesize.provider WHERE NOT is_builtin;
