/*
 * workload_checks.h
 *		The constructors' and the workload decoder's argument checks: each
 *		returns, or raises the 22023 error that names the argument, its rule
 *		and a hint.
 */
#ifndef CS_WORKLOAD_CHECKS_H
#define CS_WORKLOAD_CHECKS_H

#include "postgres.h"
#include "fmgr.h"

#include "estimate.h"
#include "internal.h"
#include "memsize.h"

extern CS_INTERNAL void cs_bad_number(const char *what, const char *rule, const char *hint) pg_attribute_noreturn();
extern CS_INTERNAL void require_positive_int(const char *what, int value, bool given);
extern CS_INTERNAL void require_gpu_count(int gpus);
extern CS_INTERNAL void check_prompt(int prompt, int context, const CsArch *arch);
extern CS_INTERNAL void check_zero_stage(int zero_stage);
extern CS_INTERNAL void check_gradient_accumulation(int steps, bool optimizer_in_backward);
extern CS_INTERNAL void lora_argument_with_full(const char *args) pg_attribute_noreturn();
extern CS_INTERNAL void check_lora_dropout(double p);
extern CS_INTERNAL void galore_layerwise_error(int gpus) pg_attribute_noreturn();
extern CS_INTERNAL void check_galore(CsOptimizer optimizer, CsMethod method, CsFramework framework, int zero_stage);
extern CS_INTERNAL int galore_rank_checked(int rank, bool given, CsOptimizer optimizer, Datum optimizer_name);
extern CS_INTERNAL bool galore_layerwise(Datum optimizer_name, bool optimizer_in_backward, int gradient_accumulation);
extern CS_INTERNAL int galore_checked(CsOptimizer optimizer, CsMethod method, CsFramework framework, int zero_stage, bool optimizer_in_backward, int gpus, int rank, bool given, Datum optimizer_name);
extern CS_INTERNAL void check_offload(CsOffload offload, CsFramework framework, int zero_stage);
extern CS_INTERNAL double cuda_context_checked(memsize bytes);

extern CS_INTERNAL void check_params(double v);
extern CS_INTERNAL void check_token_count(double v);
extern CS_INTERNAL void check_arch(CsArch *arch);
extern CS_INTERNAL CsLoraDtype lora_dtype_of(const CsDtype *lora, const CsDtype *compute, bool mixed);
extern CS_INTERNAL void check_lora_targets(const CsArch *arch, int mask);

#endif
