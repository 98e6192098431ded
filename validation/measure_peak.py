#!/usr/bin/env python3
"""Measures peak GPU memory of training and inference steps, for validation.

Run on a machine with a CUDA GPU, PyTorch, transformers and peft (no network:
every model is built from its configuration with random weights, and memory
does not depend on the values of the weights):

    python3 validation/measure_peak.py --out DIR            # every case
    python3 validation/measure_peak.py --out DIR --only NAME [NAME ...]
    python3 validation/measure_peak.py --list

Each case runs in a fresh Python process, so that no allocator state is
carried from one case to the next.  A training case runs one step to create
the optimizer state, resets PyTorch's peak counters, and measures the second
step; an inference case measures prefill plus greedy decoding.  The loop is a
plain PyTorch loop (computesize's framework 'pytorch'): it keeps the model's
outputs referenced through the backward pass and drops them before the
optimizer step.

DIR receives two files in the formats of this folder, to replace
validation/measured-vram.csv and validation/measured-cases.csv, which
validate.sql reports on their own, beside the public file (ids from 1001):
  measured-vram.csv  rows in the columns of ground-truth-vram.csv (value in
                     GiB of torch.cuda.max_memory_allocated(); the reserved
                     peak and the process's device memory are in notes)
  measured-cases.csv how each row is expressed for computesize (cases.csv)
"""
import argparse
import csv
import json
import os
import subprocess
import sys

GiB = 1 << 30

# model shapes (Hugging Face configurations; random weights)
SHAPES = {
    "Llama-3.2-1B": dict(cls="llama", vocab_size=128256, hidden_size=2048, intermediate_size=8192,
                         num_hidden_layers=16, num_attention_heads=32, num_key_value_heads=8,
                         max_position_embeddings=131072, rope_theta=500000.0, tie_word_embeddings=True),
    "Llama-2-7B": dict(cls="llama", vocab_size=32000, hidden_size=4096, intermediate_size=11008,
                       num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32,
                       max_position_embeddings=4096, tie_word_embeddings=False),
    "Llama-3-8B": dict(cls="llama", vocab_size=128256, hidden_size=4096, intermediate_size=14336,
                       num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                       max_position_embeddings=8192, rope_theta=500000.0, tie_word_embeddings=False),
    "Qwen2.5-1.5B": dict(cls="qwen2", vocab_size=151936, hidden_size=1536, intermediate_size=8960,
                         num_hidden_layers=28, num_attention_heads=12, num_key_value_heads=2,
                         max_position_embeddings=32768, rope_theta=1000000.0, tie_word_embeddings=True),
}

# the cases: kind, shape, and the job; lora targets in PEFT's module names
CASES = [
    dict(name="1b-full-bf16", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False),
    dict(name="1b-full-amp-ckpt", kind="train", shape="Llama-3.2-1B", method="full", amp=True,
         batch=4, seq=1024, ckpt=True),
    dict(name="1b-full-bf16-ckpt-long", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=8, seq=2048, ckpt=True),
    dict(name="1b-full-bf16-eager", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=2, seq=2048, ckpt=False, attn="eager"),
    dict(name="qwen1.5b-full-bf16-ckpt", kind="train", shape="Qwen2.5-1.5B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True),
    dict(name="7b-full-bf16-ckpt", kind="train", shape="Llama-2-7B", method="full", amp=False,
         batch=1, seq=1024, ckpt=True),
    dict(name="7b-full-bf16-ckpt-optbwd", kind="train", shape="Llama-2-7B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, optim_in_bwd=True),
    dict(name="7b-lora-qv-ckpt", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=4, seq=2048, ckpt=True, rank=8, targets=["q_proj", "v_proj"]),
    dict(name="7b-lora-all", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=2, seq=1024, ckpt=False, rank=16,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    dict(name="8b-lora-attn-ckpt", kind="train", shape="Llama-3-8B", method="lora", amp=False,
         batch=2, seq=4096, ckpt=True, rank=16, targets=["q_proj", "k_proj", "v_proj", "o_proj"]),
    dict(name="7b-infer-b8", kind="infer", shape="Llama-2-7B", batch=8, prompt=1920, new=128),
    dict(name="8b-infer-8k", kind="infer", shape="Llama-3-8B", batch=1, prompt=8064, new=128),
    dict(name="qwen1.5b-infer-b32", kind="infer", shape="Qwen2.5-1.5B", batch=32, prompt=896, new=128),
]

# computesize's names for PEFT's target lists
TARGETS = {
    ("q_proj", "v_proj"): "qv",
    ("k_proj", "o_proj", "q_proj", "v_proj"): "attention",
    ("down_proj", "gate_proj", "k_proj", "o_proj", "q_proj", "up_proj", "v_proj"): "all-linear",
}


def build(shape, dtype, attn):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM

    spec = dict(SHAPES[shape])
    cls = spec.pop("cls")
    config = (LlamaConfig if cls == "llama" else Qwen2Config)(**spec)
    config._attn_implementation = attn  # as from_pretrained(attn_implementation=...) sets it
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device("cuda"):
            model = (LlamaForCausalLM if cls == "llama" else Qwen2ForCausalLM)(config)
    finally:
        torch.set_default_dtype(previous)
    return model


def process_bytes():
    """device memory the process holds, as nvidia-smi would show it"""
    import torch

    free, total = torch.cuda.mem_get_info()
    return total - free


def run_case(case):
    import torch

    torch.manual_seed(0)
    attn = case.get("attn", "sdpa")
    result = {}
    if case["kind"] == "train":
        amp = case["amp"]
        model = build(case["shape"], torch.float32 if amp else torch.bfloat16, attn)
        result["params"] = sum(p.numel() for p in model.parameters())
        if case["ckpt"]:
            model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        if case["method"] == "lora":
            from peft import LoraConfig, get_peft_model

            model = get_peft_model(model, LoraConfig(r=case["rank"], lora_alpha=2 * case["rank"],
                                                     lora_dropout=0.0, target_modules=case["targets"],
                                                     task_type="CAUSAL_LM"))
        model.train()
        params = [p for p in model.parameters() if p.requires_grad]
        result["trainable"] = sum(p.numel() for p in params)
        if case.get("optim_in_bwd"):
            # the optimizer step fused into the backward pass, as torchtune's
            # optimizer_in_bwd does it: an optimizer per parameter, stepped
            # and its gradient freed as soon as the gradient is accumulated
            optims = {p: torch.optim.AdamW([p], lr=1e-5) for p in params}

            def step_now(p):
                optims[p].step()
                optims[p].zero_grad(set_to_none=True)

            for p in params:
                p.register_post_accumulate_grad_hook(step_now)
            opt = None
        else:
            opt = torch.optim.AdamW(params, lr=1e-5)
        vocab = SHAPES[case["shape"]]["vocab_size"]
        ids = torch.randint(0, vocab, (case["batch"], case["seq"]), device="cuda")

        def step():
            with torch.autocast("cuda", dtype=torch.bfloat16, enabled=amp):
                outputs = model(input_ids=ids, labels=ids)
            loss = outputs.loss
            loss.backward()
            del outputs, loss
            if opt is not None:
                opt.step()
                opt.zero_grad(set_to_none=True)

        step()
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        step()
        torch.cuda.synchronize()
    else:
        model = build(case["shape"], torch.bfloat16, attn)
        result["params"] = sum(p.numel() for p in model.parameters())
        model.eval()
        vocab = SHAPES[case["shape"]]["vocab_size"]
        ids = torch.randint(0, vocab, (case["batch"], case["prompt"]), device="cuda")
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        with torch.no_grad():
            # no end-of-sequence token: every sequence decodes all its tokens
            out = model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=case["new"],
                                 do_sample=False, eos_token_id=None, pad_token_id=0)
        torch.cuda.synchronize()
        result["generated"] = int(out.shape[1] - ids.shape[1])
    result["allocated"] = torch.cuda.max_memory_allocated()
    result["reserved"] = torch.cuda.max_memory_reserved()
    result["process"] = process_bytes()
    result["device"] = torch.cuda.get_device_name()
    result["versions"] = "torch %s, transformers %s" % (torch.__version__, __import__("transformers").__version__)
    if case.get("method") == "lora":
        result["versions"] += ", peft %s" % __import__("peft").__version__
    return result


def rows(case, r, number):
    """a ground-truth row and its computesize case"""
    s = SHAPES[case["shape"]]
    train = case["kind"] == "train"
    rid = str(1000 + number)  # ids above 1000: measured here
    if train:
        mode = {"full": "full fine-tune", "lora": "LoRA"}[case["method"]]
        precision = "bf16 mixed (fp32 weights)" if case["amp"] else "bf16"
        settings = "%s; %s; %s" % ("gradient checkpointing (non-reentrant)" if case["ckpt"] else "no checkpointing",
                                   case.get("attn", "sdpa"), "plain loop keeping outputs through backward")
        if case["method"] == "lora":
            settings = "r=%d %s; " % (case["rank"], ",".join(case["targets"])) + settings
        batch, seq = case["batch"], case["seq"]
        args = ["batch=>%d" % batch, "seq_len=>%d" % seq, "framework=>'pytorch'"]
        args.append("mixed_precision=>%s" % ("true" if case["amp"] else "false"))
        if case["ckpt"]:
            args.append("gradient_checkpointing=>true")
        if case.get("attn") == "eager":
            args.append("flash_attention=>false")
        if case.get("optim_in_bwd"):
            args.append("optimizer_in_backward=>true")
            settings += "; optimizer step in backward (an AdamW per parameter, post-accumulate-grad hooks)"
        if case["method"] == "lora":
            args += ["method=>'lora'", "lora_rank=>%d" % case["rank"],
                     "lora_targets=>'%s'" % TARGETS[tuple(sorted(case["targets"]))]]
    else:
        mode, precision = "inference", "bf16"
        settings = "generate: prompt %d + %d new tokens, greedy; %s" % (case["prompt"], case["new"], case.get("attn", "sdpa"))
        batch, seq = case["batch"], case["prompt"] + case["new"]
        args = ["batch=>%d" % batch, "context=>%d" % seq, "framework=>'pytorch'"]
    if s["tie_word_embeddings"]:
        args.append("tied_embeddings=>true")
    gt = {
        "id": rid, "model": case["shape"] + " (random weights)", "params_b": "%.6f" % (r["params"] / 1e9),
        "layers": s["num_hidden_layers"], "hidden": s["hidden_size"], "heads": s["num_attention_heads"],
        "kv_heads": s["num_key_value_heads"], "vocab": s["vocab_size"], "intermediate": s["intermediate_size"],
        "mode": mode, "precision": precision, "optimizer": "AdamW (torch, foreach)" if train else "",
        "batch_size": batch, "seq_len": seq, "grad_ckpt": ("yes" if case.get("ckpt") else "no") if train else "",
        "other_settings": settings, "framework": "transformers" + (" + peft" if case.get("method") == "lora" else ""),
        "gpu": r["device"], "num_gpus": 1, "value": "%.3f" % (r["allocated"] / GiB), "unit": "GiB",
        "metric": "torch max_memory_allocated", "measured_or_computed": "measured",
        "source_url": "validation/measure_peak.py", "source_detail": "case %s; %s" % (case["name"], r["versions"]),
        "notes": "max_memory_reserved %.3f GiB; process device memory %.3f GiB" % (r["reserved"] / GiB, r["process"] / GiB),
    }
    cs = {"id": rid, "kind": "training" if train else "inference", "metric": "allocated",
          "args": ", ".join(args), "note": "measured by validation/measure_peak.py (%s)" % case["name"]}
    return gt, cs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="folder for measured-vram.csv and measured-cases.csv")
    ap.add_argument("--only", nargs="*", help="case names (default: all)")
    ap.add_argument("--list", action="store_true", help="list the cases")
    ap.add_argument("--case", help=argparse.SUPPRESS)  # one case, in this process
    a = ap.parse_args()
    if a.list:
        for c in CASES:
            print(c["name"])
        return 0
    if a.case:
        print("RESULT " + json.dumps(run_case(next(c for c in CASES if c["name"] == a.case))))
        return 0
    if not a.out:
        ap.error("--out is required")
    os.makedirs(a.out, exist_ok=True)
    wanted = [c for c in CASES if not a.only or c["name"] in a.only]
    header = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ground-truth-vram.csv")).readline().strip().split(",")
    gts, css = [], []
    for number, case in enumerate(CASES, 1):
        if case not in wanted:
            continue
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--case", case["name"]],
                           capture_output=True, text=True)
        line = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
        if p.returncode != 0 or not line:
            print("%-26s failed: %s" % (case["name"], (p.stderr.strip().splitlines() or ["?"])[-1]), flush=True)
            continue
        r = json.loads(line[-1][7:])
        gt, cs = rows(case, r, number)
        gts.append(gt)
        css.append(cs)
        print("%-26s allocated %8.3f GiB  reserved %8.3f GiB  process %8.3f GiB" %
              (case["name"], r["allocated"] / GiB, r["reserved"] / GiB, r["process"] / GiB), flush=True)
    with open(os.path.join(a.out, "measured-vram.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=header)
        w.writeheader()
        w.writerows(gts)
    with open(os.path.join(a.out, "measured-cases.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["id", "kind", "metric", "args", "note"])
        w.writeheader()
        w.writerows(css)
    return 0


if __name__ == "__main__":
    sys.exit(main())
