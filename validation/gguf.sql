-- GGUF file sizes: the weights llama.cpp loads, as the estimator sizes them
-- tensor by tensor (src/estimate.c, gguf_weights()), against published file
-- sizes (validation/gguf-sizes.csv, each row with its source).  A file holds
-- its metadata and tokenizer too (a few MB), which the estimate leaves out.
-- Included by validation/validate.sql; leaves the temporary table
-- gguf_result.
CREATE TEMP TABLE gguf_raw (
    id int, model text, params float8, layers int, hidden int, heads int,
    kv_heads int, head_dim int, intermediate int, vocab int, experts int,
    active_experts int,
    tied_embeddings boolean, file_type text, value numeric, unit text,
    source_url text, source_detail text, note text);
\copy gguf_raw FROM 'validation/gguf-sizes.csv' WITH (FORMAT csv, HEADER)

CREATE TEMP TABLE gguf_result AS
SELECT g.id, g.model, g.file_type, g.unit, g.value AS published,
       round(e.weights::numeric / CASE g.unit WHEN 'GiB' THEN 1073741824 ELSE 1000000000 END, 3) AS estimated,
       e.weights::numeric / (g.value * CASE g.unit WHEN 'GiB' THEN 1073741824 ELSE 1000000000 END) - 1 AS error,
       g.note
FROM gguf_raw g,
     LATERAL computesize.memory(computesize.inference_job(
         params => g.params, layers => g.layers, hidden => g.hidden, heads => g.heads,
         kv_heads => g.kv_heads, head_dim => g.head_dim, intermediate => g.intermediate,
         vocab => g.vocab, tied_embeddings => g.tied_embeddings,
         experts => g.experts, active_experts => g.active_experts,
         dtype => g.file_type, framework => 'llama.cpp', context => 512)) e;

\echo 'GGUF file sizes (validation/gguf-sizes.csv; error = estimated weights / published file size - 1)'
SELECT id, left(model, 22) AS model, file_type, unit, published, estimated,
       to_char(100 * error, 'FMSG990.0') || '%' AS error, coalesce(left(note, 60), '') AS note
FROM gguf_result ORDER BY id;
SELECT count(*) AS files,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(error))::numeric, 2) AS median_pct,
       round(100 * max(abs(error)), 2) AS max_pct,
       count(*) FILTER (WHERE abs(error) > 0.01) AS beyond_1pct
FROM gguf_result;
