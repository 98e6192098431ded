--------------------------------------------------------------------------
-- the model catalog: architecture numbers per model, with sources
--------------------------------------------------------------------------

CREATE TABLE @extschema@.model (
    name                  text PRIMARY KEY,
    family                text,
    hf_repo_id            text UNIQUE,
    arch_type             text NOT NULL,
    params                double precision NOT NULL CHECK (params > 0),
    active_params         double precision NOT NULL CHECK (active_params > 0 AND active_params <= params),
    layers                integer CHECK (layers > 0),
    hidden                integer CHECK (hidden > 0),
    heads                 integer CHECK (heads > 0),
    kv_heads              integer CHECK (kv_heads > 0 AND kv_heads <= heads),
    head_dim              integer CHECK (head_dim > 0),
    intermediate          integer CHECK (intermediate > 0),
    vocab                 integer CHECK (vocab > 0),
    max_context           integer CHECK (max_context > 0),
    experts               integer CHECK (experts > 0),
    active_experts        integer CHECK (active_experts > 0 AND active_experts <= experts),
    tied_embeddings       boolean,
    gated_mlp             boolean,
    dropout               boolean,
    attention             text CHECK (attention IN ('mha', 'gqa', 'mqa', 'mla')),
    kv_cache_width        integer CHECK (kv_cache_width > 0),
    sliding_window        integer CHECK (sliding_window > 0),
    sliding_window_layers integer CHECK (sliding_window_layers > 0 AND sliding_window_layers <= layers),
    source                text NOT NULL,
    notes                 text,
    is_builtin            boolean NOT NULL DEFAULT false,
    CHECK (attention IS DISTINCT FROM 'mla' OR kv_cache_width IS NOT NULL),
    CHECK ((sliding_window IS NULL) = (sliding_window_layers IS NULL))
);

-- users' own rows are dumped by pg_dump; shipped rows come from this script
SELECT pg_catalog.pg_extension_config_dump('@extschema@.model', 'WHERE NOT is_builtin');
GRANT SELECT ON @extschema@.model TO PUBLIC;

-- @catalog model catalog/models.csv

COMMENT ON TABLE @extschema@.model IS
    'model architectures for the estimators (training_job / inference_job model => name); shipped rows have is_builtin, users may add their own';
COMMENT ON COLUMN @extschema@.model.params IS 'total parameters (all experts), a count, not billions';
COMMENT ON COLUMN @extschema@.model.active_params IS 'parameters used per token (MoE); equals params for dense models';
COMMENT ON COLUMN @extschema@.model.layers IS 'transformer blocks; encoder-decoder models count both stacks';
COMMENT ON COLUMN @extschema@.model.intermediate IS 'MLP width; per expert for MoE';
COMMENT ON COLUMN @extschema@.model.kv_cache_width IS 'MLA: cached values per token and layer (kv_lora_rank + rope dim)';
COMMENT ON COLUMN @extschema@.model.sliding_window IS 'attention window in tokens of the sliding-window layers';
COMMENT ON COLUMN @extschema@.model.sliding_window_layers IS 'how many layers use the sliding window';
COMMENT ON COLUMN @extschema@.model.dropout IS 'fine-tuned with dropout by default (Hugging Face configs of BERT, GPT-2, T5): adds dropout masks to training activations';
COMMENT ON COLUMN @extschema@.model.is_builtin IS 'true for rows shipped with the extension (not dumped); false for users'' rows';
