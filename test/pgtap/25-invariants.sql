-- pgTAP: properties every estimate must keep, over a fixed pseudo-random
-- sample of architectures (seeded, so every run draws the same ones):
-- widths of 64 to 8192, 1 to 96 layers, 1 to 64 heads and any grouping of
-- them, vocabularies of 1,000 to 201,000 tokens, tied or not, a fifth of
-- them mixtures of 2 to 16 experts, half given a parameter count that need
-- not match the dimensions (10 million to 100 billion), half derived.
-- What each property says about the physics is in its description; a
-- property that fails names the broken rule, not a value to update.
BEGIN;
SELECT plan(26);
-- memsize comparisons and sums
SET LOCAL search_path = public, computesize;

SELECT setseed(0.42);
CREATE TEMP TABLE arch ON COMMIT DROP AS
SELECT i, layers, h, heads,
       CASE WHEN heads % kvh = 0 THEN kvh ELSE heads END AS kvh,
       inter, vocab, tied, experts, batch, seq, gpus, params, ckpt
FROM (SELECT i,
             (1 + floor(random() * 96))::int AS layers,
             h, heads,
             greatest(1, heads / (1 + floor(random() * 8))::int) AS kvh,
             (h * (1 + random() * 4))::int AS inter,
             (1000 + floor(random() * 200000))::int AS vocab,
             random() < 0.3 AS tied,
             CASE WHEN random() < 0.2 THEN (2 + floor(random() * 15))::int END AS experts,
             (1 + floor(random() * 16))::int AS batch,
             (1 + floor(random() * 32768))::int AS seq,
             (2 + floor(random() * 7))::int AS gpus,
             CASE WHEN random() < 0.5 THEN 1e7 + random() * 1e11 END AS params,
             random() < 0.7 AS ckpt
      FROM (SELECT i, h, (2 ^ floor(random() * 7))::int AS heads
            FROM (SELECT i, (64 * (1 + floor(random() * 128)))::int AS h
                  FROM generate_series(1, 1000) AS i) s) t) u;


-- the architecture's arguments, written once: an inference and a training
-- estimate of an arch row
CREATE FUNCTION pg_temp.inference(a arch, dtype text, framework text, context integer, gpus integer DEFAULT 1,
                                  flash boolean DEFAULT true, prompt integer DEFAULT NULL)
RETURNS computesize.memory_estimate LANGUAGE sql AS $$
    SELECT computesize.memory(computesize.inference_job(
        params => a.params, layers => a.layers, hidden => a.h, heads => a.heads, kv_heads => a.kvh,
        intermediate => a.inter, vocab => a.vocab, tied_embeddings => a.tied, experts => a.experts,
        active_experts => CASE WHEN a.experts IS NOT NULL THEN 1 END, batch => a.batch, context => context,
        dtype => dtype, framework => framework, gpus => gpus, flash_attention => flash, prompt => prompt))
$$;
CREATE FUNCTION pg_temp.training(a arch, batch integer, method text DEFAULT 'full', zero_stage integer DEFAULT 0,
                                 gpus integer DEFAULT 1, ckpt boolean DEFAULT NULL, optimizer text DEFAULT 'adamw',
                                 framework text DEFAULT 'pytorch', num_labels integer DEFAULT NULL)
RETURNS computesize.memory_estimate LANGUAGE sql AS $$
    SELECT computesize.memory(computesize.training_job(
        params => a.params, layers => a.layers, hidden => a.h, heads => a.heads, kv_heads => a.kvh,
        intermediate => a.inter, vocab => a.vocab, tied_embeddings => a.tied, experts => a.experts,
        active_experts => CASE WHEN a.experts IS NOT NULL THEN 1 END, batch => batch, seq_len => a.seq,
        method => method, zero_stage => zero_stage, gpus => gpus,
        gradient_checkpointing => coalesce(ckpt, a.ckpt), optimizer => optimizer, framework => framework,
        num_labels => num_labels,
        -- every method in the same precision: AMP under the frameworks that
        -- use it (full fine-tuning's default; LoRA's is a 16-bit base)
        mixed_precision => framework IN ('pytorch', 'transformers', 'deepspeed')))
$$;
-- an estimate with a negative component, or whose components do not add up
CREATE FUNCTION pg_temp.inconsistent(m computesize.memory_estimate) RETURNS boolean LANGUAGE sql AS $$
    SELECT m.weights < '0' OR m.gradients < '0' OR m.optimizer < '0' OR m.activations < '0'
        OR m.kv_cache < '0' OR m.overhead < '0' OR m.optimizer_step < '0'
        OR m.weights + m.gradients + m.optimizer + m.activations + m.kv_cache + m.optimizer_step + m.overhead <> m.total
$$;

-- inference at every precision kind, each under the framework that loads it
CREATE TEMP TABLE inf ON COMMIT DROP AS
SELECT i, d, m.*, pg_temp.inconsistent(m) AS inconsistent
FROM arch,
     unnest(ARRAY['fp32', 'bf16', 'fp8', 'int8', 'int4', 'nf4', 'mxfp4', 'q8_0', 'q4_k_m', 'q2_k', 'iq4_nl', 'iq4_xs',
            'iq2_xxs']) AS d,
     LATERAL pg_temp.inference(arch, d, CASE WHEN d ~ '^i?q' THEN 'llama.cpp' ELSE 'pytorch' END, seq) AS m;

SELECT is((SELECT count(*) FROM inf WHERE inconsistent),
          0::bigint, 'inference: no negative component, and the components add up to the total (13,000 estimates)');
SELECT is((SELECT count(*) FROM inf q JOIN inf b USING (i)
           WHERE b.d = 'bf16' AND q.d NOT IN ('fp32', 'bf16') AND q.weights > b.weights),
          0::bigint, 'inference: no quantized format weighs more than the same model in bf16 (embeddings that outweigh params included)');
-- IQ4_XS and IQ4_NL share every per-tensor rule; iq4_xs (136 bytes per 256)
-- falls back to iq4_nl (18 per 32) where its blocks do not fit, and the
-- head's q6_k to q8_0 in both files alike
SELECT is((SELECT count(*) FROM inf x JOIN inf n USING (i)
           WHERE x.d = 'iq4_xs' AND n.d = 'iq4_nl' AND x.weights > n.weights),
          0::bigint, 'GGUF: an IQ4_XS file never weighs more than the IQ4_NL file of the same model');
SELECT is((SELECT count(*) FROM inf q JOIN inf b USING (i)
           WHERE b.d = 'fp32' AND q.d = 'bf16' AND q.weights > b.weights),
          0::bigint, 'inference: bf16 weights never exceed fp32 weights');

-- longer contexts and more GPUs
CREATE TEMP TABLE inf2 ON COMMIT DROP AS
SELECT i, fw, c, g, m.*
FROM arch,
     unnest(ARRAY['pytorch', 'vllm', 'llama.cpp']) AS fw,
     unnest(ARRAY[1, 2]) AS c,
     unnest(ARRAY[1, 2]) AS g,
     LATERAL pg_temp.inference(arch, CASE WHEN fw = 'llama.cpp' THEN 'q4_k_m' ELSE 'bf16' END, fw, seq * c, g) AS m
-- vLLM splits the heads evenly: a single-head model runs on one GPU
WHERE i <= 400 AND NOT (fw = 'vllm' AND g > 1 AND arch.heads % g <> 0);

SELECT is((SELECT count(*) FROM inf2 a JOIN inf2 b USING (i, fw, g)
           WHERE a.c = 1 AND b.c = 2 AND (b.kv_cache < a.kv_cache OR b.activations < a.activations OR b.total < a.total)),
          0::bigint, 'inference: twice the context never needs less KV cache, activations or memory (pytorch, vllm, llama.cpp)');
SELECT is((SELECT count(*) FROM inf2 a JOIN inf2 b USING (i, fw, c)
           WHERE a.g = 1 AND b.g = 2 AND (b.weights > a.weights OR b.kv_cache > a.kv_cache OR b.activations > a.activations)),
          0::bigint, 'inference: a second GPU never adds weights, KV cache or activations per GPU');

-- training: every method, with and without ZeRO-3 / FSDP and checkpointing
CREATE TEMP TABLE tr ON COMMIT DROP AS
SELECT i, meth, z, ck, m.*, pg_temp.inconsistent(m) AS inconsistent
FROM arch,
     unnest(ARRAY['full', 'lora', 'qlora']) AS meth,
     unnest(ARRAY[0, 3]) AS z,
     unnest(ARRAY[false, true]) AS ck,
     LATERAL pg_temp.training(arch, batch, meth, z, CASE WHEN z = 0 THEN 1 ELSE arch.gpus END, ck) AS m
WHERE i <= 500;

SELECT is((SELECT count(*) FROM tr WHERE inconsistent),
          0::bigint, 'training: no negative component, and the components add up to the total (6,000 estimates)');
SELECT is((SELECT count(*) FROM tr a JOIN tr b USING (i, z, ck)
           WHERE a.meth = 'lora' AND b.meth = 'qlora' AND b.weights > a.weights),
          0::bigint, 'training: a QLoRA base never weighs more than the LoRA one');
SELECT is((SELECT count(*) FROM tr a JOIN tr b USING (i, z, ck)
           WHERE a.meth = 'full' AND b.meth = 'lora' AND b.total > a.total),
          0::bigint, 'training: LoRA never needs more than full fine-tuning');
-- a classification head in place of the language-model head: fewer logits
-- (at least 12 bytes each over vocab - 2 outputs a token, vocab >= 1000)
-- for, at most, the new head's 16-bit input under LoRA (2 x hidden a
-- token, hidden <= 8192)
SELECT is((SELECT count(*) FROM tr a JOIN arch USING (i),
                  LATERAL pg_temp.training(arch, arch.batch, a.meth, a.z, CASE WHEN a.z = 0 THEN 1 ELSE arch.gpus END,
                                           a.ck, num_labels => 2) c
           WHERE c.total > a.total),
          0::bigint, 'training: a classification head never needs more than the language-model head');
-- with L >= 4 layers on N >= 2 GPUs a GPU holds W/N, two gathered layers of
-- at most (W - E)/4 each (together at most W/2) and the root unit gathered
-- beside its shard, E at 2 bytes a parameter (bf16, the default) with E at
-- most the tables' vocab x h (x 2 untied): at most W + E.  (With few layers
-- and large tables FSDP does hold more than one GPU would: the root unit's
-- buffer and two layers outweigh what sharding saves.)
SELECT is((SELECT count(*) FROM tr a JOIN tr b USING (i, meth, ck) JOIN arch USING (i)
           WHERE a.z = 0 AND b.z = 3 AND arch.layers >= 4
             AND b.weights::bigint > a.weights::bigint + 2.0 * arch.vocab * arch.h * CASE WHEN arch.tied THEN 1 ELSE 2 END),
          0::bigint, 'training: ZeRO-3 / FSDP never holds more weights per GPU than one GPU does plus the gathered root unit, from 4 layers up');
-- checkpointing keeps one input per layer and recomputes one layer: from
-- two layers up never more than keeping every layer's activations
SELECT is((SELECT count(*) FROM tr a JOIN tr b USING (i, meth, z) JOIN arch USING (i)
           WHERE NOT a.ck AND b.ck AND arch.layers >= 2 AND b.activations > a.activations),
          0::bigint, 'training: gradient checkpointing never adds activations, from 2 layers up');

-- plain data parallelism holds the whole job on every GPU, and more:
-- min_gpus() stops at one GPU for it
SELECT is((SELECT count(*) FROM arch,
                  unnest(ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed']) AS fw,
                  LATERAL pg_temp.training(arch, batch, framework => fw) AS one,
                  LATERAL pg_temp.training(arch, batch, gpus => arch.gpus, framework => fw) AS many
           WHERE i <= 300 AND many.total < one.total),
          0::bigint, 'training under plain data parallelism never needs less per GPU on 2 to 8 GPUs than on one');

-- twice the batch, under every framework and optimizer
CREATE TEMP TABLE tr2 ON COMMIT DROP AS
SELECT i, fw, opt, bm, m.*, pg_temp.inconsistent(m) AS inconsistent
FROM arch,
     (SELECT fw, opt
      FROM unnest(ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed']) AS fw,
           unnest(ARRAY['adamw', 'adamw_hf', 'adamw_8bit', 'paged_adamw', 'sgd', 'lion', 'adafactor', 'muon', 'galore_adamw',
                        'galore_adamw_8bit', 'rmsprop', 'adagrad', 'lion_8bit', 'ademamix', 'paged_ademamix_8bit']) AS opt
      WHERE NOT (fw = 'deepspeed' AND opt LIKE 'galore%')) AS c,  -- GaLore does not run under DeepSpeed
     unnest(ARRAY[1, 2]) AS bm,
     LATERAL pg_temp.training(arch, batch * bm, optimizer => opt, framework => fw) AS m
WHERE i <= 200;

SELECT is((SELECT count(*) FROM tr2 WHERE inconsistent),
          0::bigint, 'training under every framework and optimizer: no negative component, and the components add up');
SELECT is((SELECT count(*) FROM tr2 a JOIN tr2 b USING (i, fw, opt)
           WHERE a.bm = 1 AND b.bm = 2 AND (b.activations < a.activations OR b.total < a.total)),
          0::bigint, 'training: twice the batch never needs less activation memory or less memory');

-- the memory-saving options, each against the same job without it
SELECT is((SELECT count(*) FROM arch,
                  LATERAL pg_temp.training(arch, batch, ckpt => true) a,
                  LATERAL computesize.memory(computesize.training_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                      tied_embeddings => arch.tied, experts => arch.experts,
                      active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                      seq_len => arch.seq, gradient_checkpointing => true, activation_offloading => true)) b
           WHERE i <= 300 AND b.total > a.total),
          0::bigint, 'training: offloading the checkpointed activations never adds memory, one-layer models included');
SELECT is((SELECT count(*) FROM arch,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, vocab => arch.vocab, batch => arch.batch, context => arch.seq,
                      kv_precision => 'bf16')) f,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, vocab => arch.vocab, batch => arch.batch, context => arch.seq,
                      kv_precision => 'fp8')) e,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, vocab => arch.vocab, batch => arch.batch, context => arch.seq,
                      kv_precision => 'bf16', sliding_window => 1024, sliding_window_layers => arch.layers)) p,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, vocab => arch.vocab, batch => arch.batch, context => arch.seq,
                      kv_precision => 'bf16', framework => 'vllm')) v,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, vocab => arch.vocab, batch => arch.batch, context => arch.seq,
                      kv_precision => 'bf16', framework => 'vllm', sliding_window => 1024,
                      sliding_window_layers => arch.layers)) w,
                  LATERAL (SELECT (arch.seq + 15) / 16 * 16 AS cells) c
           WHERE i <= 300 AND (e.kv_cache > f.kv_cache OR p.kv_cache <> f.kv_cache OR w.kv_cache > v.kv_cache
                               OR (c.cells >= 1024 AND w.kv_cache::bigint * c.cells <> v.kv_cache::bigint * 1024))),
          0::bigint, 'inference: an fp8 KV cache never outweighs a bf16 one; a 1024-token window caches min(context, 1024) tokens under vllm (in 16-token blocks) and the whole prompt under pytorch, whose prefill keeps every layer''s keys and values');
-- (bitsandbytes' paged AdamW is left out: it keeps 32-bit state, which is
-- more than AdamW keeps in the parameters' bf16 under torchtune and litgpt)
SELECT is((SELECT count(*) FROM tr2 a JOIN tr2 b USING (i, fw, bm)
           WHERE b.opt = 'adamw' AND a.opt IN ('adamw_8bit', 'sgd', 'lion', 'adafactor', 'muon', 'rmsprop', 'adagrad', 'lion_8bit')
             AND a.optimizer > b.optimizer),
          0::bigint, 'training: 8-bit AdamW, SGD, Lion, Adafactor, Muon, RMSprop, Adagrad and 8-bit Lion never keep more state than AdamW');
-- bitsandbytes' 8-bit AdEMAMix keeps its three states in 8 bits, paged:
-- less than AdamW's two in 16 or 32 bits, none of it in allocated memory
SELECT is((SELECT count(*) FROM tr2 a JOIN tr2 b USING (i, fw, bm)
           WHERE b.opt = 'adamw' AND a.opt = 'paged_ademamix_8bit'
             AND (a.optimizer >= b.optimizer OR a.total - a.allocated - a.overhead <> a.optimizer)),
          0::bigint, 'training: paged 8-bit AdEMAMix keeps less state than AdamW, all of it outside allocated memory');
-- CPU offload never adds memory: under DeepSpeed at stage 3 the parameters
-- too (all) never need more than the optimizer alone, which never needs
-- more than nothing offloaded; FSDP's offload never more than none
SELECT is((SELECT count(*) FROM (
           SELECT i
           FROM arch,
                LATERAL (SELECT fw, o, computesize.memory(computesize.training_job(
                             params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                             kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                             tied_embeddings => arch.tied, experts => arch.experts,
                             active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                             seq_len => arch.seq, gradient_checkpointing => arch.ckpt, zero_stage => 3, gpus => arch.gpus,
                             framework => fw, offload => o)) AS m
                         FROM unnest(ARRAY['deepspeed', 'pytorch']) fw,
                              unnest(ARRAY['none', 'optimizer', 'all']) o
                         WHERE NOT (fw = 'pytorch' AND o = 'optimizer')) e
           GROUP BY i, fw
           HAVING bool_or(pg_temp.inconsistent(e.m))
               OR max((e.m).total) FILTER (WHERE o = 'all') > min((e.m).total) FILTER (WHERE o = 'optimizer')
               OR max((e.m).total) FILTER (WHERE o <> 'none') > min((e.m).total) FILTER (WHERE o = 'none')) bad),
          0::bigint, 'training: offloading to the host never adds memory on the GPU, and the components add up (1,000 architectures, 5 each)');

-- host_memory(): what offloading takes off the GPU's model states
-- (weights, gradients, optimizer state) is on the host, at least as much
-- (the host keeps the gradients at the optimizer's type, fp32), and
-- nothing when nothing is offloaded; each GPU's share is the one GPU's
-- whole over the GPUs (to the bytes each figure is rounded to: under FSDP
-- the two are equal, the host's 16 bytes a parameter the GPU's 16)
SELECT is((SELECT count(*) FROM (
           SELECT i, fw, o, gpus, (m).weights::bigint + (m).gradients::bigint + (m).optimizer::bigint AS states,
                  host::bigint AS host, host1::bigint AS host1
           FROM arch,
                LATERAL (SELECT fw, o, computesize.memory(w) AS m, computesize.host_memory(w) AS host,
                                computesize.host_memory(w, 1) AS host1
                         FROM (VALUES ('deepspeed', 'none'), ('deepspeed', 'optimizer'), ('deepspeed', 'all'),
                                      ('pytorch', 'none'), ('pytorch', 'all')) AS p (fw, o),
                              LATERAL computesize.training_job(
                                  params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                                  kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                                  tied_embeddings => arch.tied, experts => arch.experts,
                                  active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                                  seq_len => arch.seq, gradient_checkpointing => arch.ckpt, zero_stage => 3,
                                  gpus => arch.gpus, framework => fw, offload => o) w) e) x
           JOIN (SELECT i, fw, states AS none_states FROM (
                     SELECT i, fw, (m).weights::bigint + (m).gradients::bigint + (m).optimizer::bigint AS states
                     FROM arch,
                          LATERAL (SELECT fw, computesize.memory(computesize.training_job(
                                       params => arch.params, layers => arch.layers, hidden => arch.h,
                                       heads => arch.heads, kv_heads => arch.kvh, intermediate => arch.inter,
                                       vocab => arch.vocab, tied_embeddings => arch.tied, experts => arch.experts,
                                       active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END,
                                       batch => arch.batch, seq_len => arch.seq,
                                       gradient_checkpointing => arch.ckpt, zero_stage => 3, gpus => arch.gpus,
                                       framework => fw)) AS m
                                   FROM unnest(ARRAY['deepspeed', 'pytorch']) fw) e) n) nn USING (i, fw)
           WHERE (o = 'none' AND (host <> 0 OR host1 <> 0))
              OR (o <> 'none' AND (host <= 0 OR host < none_states - states - 3
                                   OR abs(host1 - host * gpus) > gpus))),
          0::bigint, 'training: what offloading takes off the GPU is on the host, per GPU the whole over the GPUs (1,000 architectures, 5 each)');

-- the machine's own non-tensor memory (cuda_context) replaces the pytorch
-- profile's (1 GiB; 1 GiB + 256 MiB for NCCL on several GPUs) and moves
-- nothing but overhead and total, by the difference, and the components
-- still add up
SELECT is((SELECT count(*) FROM arch JOIN (SELECT i, (1048576 + floor(random() * 80 * 1073741824))::bigint AS ctx
                                           FROM arch WHERE i <= 300) k USING (i),
                  LATERAL pg_temp.training(arch, batch, zero_stage => 3, gpus => gpus) a,
                  LATERAL computesize.memory(computesize.training_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                      tied_embeddings => arch.tied, experts => arch.experts,
                      active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                      seq_len => arch.seq, gradient_checkpointing => arch.ckpt, zero_stage => 3, gpus => arch.gpus,
                      cuda_context => k.ctx::memsize)) b,
                  LATERAL pg_temp.inference(arch, 'bf16', 'pytorch', seq) c,
                  LATERAL computesize.memory(computesize.inference_job(
                      params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                      kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                      tied_embeddings => arch.tied, experts => arch.experts,
                      active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                      context => arch.seq, dtype => 'bf16', cuda_context => k.ctx::memsize)) d
           WHERE pg_temp.inconsistent(b) OR pg_temp.inconsistent(d)
              OR b.allocated <> a.allocated OR b.reserved <> a.reserved OR d.allocated <> c.allocated
              OR d.reserved <> c.reserved
              OR b.total::bigint - a.total::bigint <> k.ctx - 1342177280
              OR b.overhead::bigint - a.overhead::bigint <> k.ctx - 1342177280
              OR d.total::bigint - c.total::bigint <> k.ctx - 1073741824),
          0::bigint, 'cuda_context moves overhead and total by its difference from the profile, and nothing else (600 estimates)');

-- an MLP activation that Hugging Face computes as Python operations
-- (gelu_new) keeps intermediates a fused one does not: under pytorch never
-- less activation memory than the same job with gelu, and the same
-- weights, gradients and optimizer state; under litgpt, and compiled, the
-- same estimate (PyTorch's fused GELU, or the operations fused)
CREATE FUNCTION pg_temp.act(a arch, act text, framework text, compiled boolean)
RETURNS computesize.memory_estimate LANGUAGE sql AS $$
    SELECT computesize.memory(computesize.training_job(
        params => a.params, layers => a.layers, hidden => a.h, heads => a.heads, kv_heads => a.kvh,
        intermediate => a.inter, vocab => a.vocab, tied_embeddings => a.tied, experts => a.experts,
        active_experts => CASE WHEN a.experts IS NOT NULL THEN 1 END, batch => a.batch, seq_len => a.seq,
        gradient_checkpointing => a.ckpt, gated_mlp => false, framework => framework, compiled => compiled,
        hidden_act => act))
$$;
SELECT is((SELECT count(*) FROM arch,
                  LATERAL pg_temp.act(arch, 'gelu_new', 'pytorch', false) n,
                  LATERAL pg_temp.act(arch, 'gelu', 'pytorch', false) f
           WHERE i <= 300
             AND (pg_temp.inconsistent(n) OR n.activations < f.activations OR n.weights <> f.weights
                  OR n.gradients <> f.gradients OR n.optimizer <> f.optimizer
                  OR pg_temp.act(arch, 'gelu_new', 'litgpt', false) <> pg_temp.act(arch, 'gelu', 'litgpt', false)
                  OR pg_temp.act(arch, 'gelu_new', 'pytorch', true) <> pg_temp.act(arch, 'gelu', 'pytorch', true))),
          0::bigint, 'gelu_new keeps more under pytorch, never less, and only activations; nothing more under litgpt or compiled (300 architectures)');

-- a model whose Hugging Face attention broadcasts its KV heads into SDPA's
-- math kernel (kv_broadcast) holds fp32 scores at the prefill: under
-- pytorch never less activation memory, and the same weights and cache;
-- under vllm the same estimate
SELECT is((SELECT count(*) FROM arch,
                  LATERAL (SELECT computesize.inference_job(
                               params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                               kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                               tied_embeddings => arch.tied, batch => arch.batch, context => arch.seq,
                               framework => fw) AS w
                           FROM unnest(ARRAY['pytorch', 'vllm']) fw) j,
                  LATERAL computesize.memory(jsonb_populate_record(j.w, '{"kv_broadcast": true}')) b,
                  LATERAL computesize.memory(j.w) f
           WHERE i <= 200
             AND (pg_temp.inconsistent(b) OR b.activations < f.activations OR b.weights <> f.weights
                  OR b.kv_cache <> f.kv_cache
                  OR ((j.w).framework = 'vllm' AND b <> f))),
          0::bigint, 'kv_broadcast adds to the activations under pytorch, never takes away, and changes nothing under vllm (200 architectures)');

-- a prompt shorter than the context (the rest generated): the peak is the
-- larger of the prompt's prefill and one token's step against the whole
-- cache, never more than a prefill of the whole context, and never less
-- with a longer prompt; the weights and (under pytorch, a cache allocated
-- whole) the cache are the whole context's either way
SELECT is((SELECT count(*) FROM arch,
                  LATERAL (SELECT fw, flash, greatest(1, (arch.seq * frac)::int) AS p
                           FROM unnest(ARRAY['pytorch', 'transformers']) fw, unnest(ARRAY[true, false]) flash,
                                unnest(ARRAY[0.1, 0.5]) frac) k,
                  LATERAL pg_temp.inference(arch, 'bf16', k.fw, arch.seq, 1, k.flash, k.p) g,
                  LATERAL pg_temp.inference(arch, 'bf16', k.fw, arch.seq, 1, k.flash, least(arch.seq, 2 * k.p)) l,
                  LATERAL pg_temp.inference(arch, 'bf16', k.fw, arch.seq, 1, k.flash, NULL) w
           WHERE i <= 150
             AND (pg_temp.inconsistent(g) OR g.total > w.total OR g.total > l.total OR g.activations > w.activations
                  OR g.weights <> w.weights OR (k.fw = 'pytorch' AND g.kv_cache <> w.kv_cache))),
          0::bigint, 'a prompt shorter than the context never needs more than a prefill of the whole context, nor a longer prompt less (1,200 estimates)');

-- a column of the nested call, which the planner computes alone where the
-- query takes only columns of it (ROW((...).*) takes each), is the whole
-- estimate's (pg_temp.training() returns the whole value: one call)
SELECT is((SELECT count(*) FROM arch,
                  LATERAL (SELECT (ARRAY['full', 'lora', 'qlora'])[1 + i % 3] AS meth, 1 + i % 2 AS z) k,
                  LATERAL pg_temp.training(arch, arch.batch, k.meth, k.z, arch.gpus) w
           WHERE ROW((computesize.memory(computesize.training_job(
                     params => arch.params, layers => arch.layers, hidden => arch.h, heads => arch.heads,
                     kv_heads => arch.kvh, intermediate => arch.inter, vocab => arch.vocab,
                     tied_embeddings => arch.tied, experts => arch.experts,
                     active_experts => CASE WHEN arch.experts IS NOT NULL THEN 1 END, batch => arch.batch,
                     seq_len => arch.seq, method => k.meth, zero_stage => k.z, gpus => arch.gpus,
                     gradient_checkpointing => arch.ckpt, mixed_precision => true))).*)::computesize.memory_estimate IS DISTINCT FROM w),
          0::bigint, 'each column of memory(training_job(...)) computed alone is the whole estimate''s (1,000 jobs)');

SELECT * FROM finish();
ROLLBACK;
