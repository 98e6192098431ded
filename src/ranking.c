/*
 * ranking.c
 *		fmgr glue for time, cost and ranking: flops(), duration(), fits(),
 *		max_batch(), max_context(), min_gpus(),
 *		rank_gpus() and recommend().  The catalog (GPUs, their spellings and
 *		the offers with their price periods) is read once per query into
 *		fn_extra; the physics is in perf.c, the memory in estimate.c.
 */
#include "postgres.h"

#include <math.h>

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/date.h"
#include "utils/datetime.h"
#include "utils/formatting.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/numeric.h"
#include "utils/timestamp.h"

#include "catalog.h"
#include "estimate.h"
#include "fit.h"
#include "perf.h"
#include "runs_on.h"
#include "workload.h"
#include "ranking.h"


static char *
copy_text_cstring(HeapTuple tup, TupleDesc desc, int col, MemoryContext mcxt)
{
	bool		isnull;
	Datum		d = SPI_getbinval(tup, desc, col, &isnull);

	if (isnull)
		return NULL;
	return MemoryContextStrdup(mcxt, TextDatumGetCString(d));
}

static double
get_float(HeapTuple tup, TupleDesc desc, int col)
{
	bool		isnull;
	Datum		d = SPI_getbinval(tup, desc, col, &isnull);

	return isnull ? 0 : DatumGetFloat8(d);
}

/* an integer column of a catalog row; 0 for NULL */
static int
get_int(HeapTuple tup, TupleDesc desc, int col)
{
	bool		isnull;
	Datum		d = SPI_getbinval(tup, desc, col, &isnull);

	return isnull ? 0 : DatumGetInt32(d);
}

/*
 * hours of a run of the given seconds on capacity of the pricing, with the
 * work spot capacity loses to interruptions (at rate an hour) and restarts
 * (the job's checkpoint interval and restart time, or the defaults)
 */
static double
wall_hours(double seconds, int pricing, double rate, const CsJob *job)
{
	double		hours = seconds / 3600.0;

	if (pricing != PRICING_SPOT)
		return hours;
	return cs_spot_hours(hours, rate,
						 job->checkpoint_hours > 0 ? job->checkpoint_hours : CS_CHECKPOINT_HOURS_DEFAULT,
						 job->restart_hours > 0 ? job->restart_hours : CS_RESTART_HOURS_DEFAULT);
}

/* the index into c->gpus of a spelling, -1 if the catalog does not know it */
int
find_gpu(RankCache *c, const char *name)
{
	CsGpuSpelling *e = cs_gpu_spelling_find(c->spellings, name, strlen(name));

	return e ? e->index : -1;
}

/* the index of a gpu id in c->gpus, -1 if absent */
static int
gpu_index(const RankCache *c, const char *id)
{
	for (int i = 0; i < c->ngpus; i++)
		if (strcmp(c->gpus[i].id, id) == 0)
			return i;
	return -1;
}

/* a GPU row's stack, compute capability and attention kernels (columns 10-12) */
static void
gpu_caps(HeapTuple t, TupleDesc d, CsGpuCaps *caps)
{
	bool		isnull;
	Datum		fa;
	char	   *stack = TextDatumGetCString(SPI_getbinval(t, d, 10, &isnull));

	caps->stack = cs_stack_of(stack);
	caps->cc = get_float(t, d, 11);
	fa = SPI_getbinval(t, d, 12, &isnull);
	/* not given: FlashAttention 2 on CUDA from compute capability 8.0 (or not known) */
	caps->flash_attention = isnull ? caps->stack == CS_STACK_CUDA && !(caps->cc > 0 && caps->cc < 8.0)
		: DatumGetBool(fa);
}

/* the whole catalog, once per query */
RankCache *
rank_cache(FunctionCallInfo fcinfo)
{
	RankCache  *c = (RankCache *) fcinfo->flinfo->fn_extra;
	MemoryContext mcxt = fcinfo->flinfo->fn_mcxt;
	Oid			nspoid;
	const char *nspname;
	const char *nsp;
	StringInfoData q;
	HASH_SEQ_STATUS hs;
	CsGpuSpelling *sp;
	bool		has_stack,
				has_spot_rate;

	if (c != NULL)
		return c;
	c = MemoryContextAllocZero(mcxt, sizeof(RankCache));
	c->bf16 = cs_dtype_lookup("bf16");
	nspoid = get_func_namespace(fcinfo->flinfo->fn_oid);
	nspname = get_namespace_name(nspoid);
	nsp = quote_identifier(nspname);
	c->spellings = cs_gpu_spellings(nspname, mcxt);

	/*
	 * the stacks and the measured figures came with 0.2.0: the library
	 * serves the older scripts' catalog too, where every GPU is taken as
	 * CUDA and its spec sheet's share
	 */
	has_stack = get_attnum(get_relname_relid("gpu", nspoid), "stack") != InvalidAttrNumber;
	initStringInfo(&q);
	appendStringInfo(&q,
					 "SELECT id, memory::bigint::float8, memory_bandwidth_gbs, fp32_tflops, tf32_tflops,"
					 " bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, %s,"
					 " CASE WHEN interconnect ILIKE 'PCIe%%' THEN 1 WHEN interconnect ILIKE '%%bridge%%' THEN 2"
					 " WHEN interconnect IS NOT NULL THEN 3 ELSE 0 END, interconnect_gbs, pcie_gen"
					 " FROM %s.gpu ORDER BY id",
					 has_stack ? "stack, compute_capability::float8, flash_attention, matmul_tflops,"
					 " measured_bandwidth_gbs, fp16_acc16_tflops, sm_count::float8, boost_clock_mhz::float8" :
					 "'cuda'::text, NULL::float8, NULL::bool, NULL::float8, NULL::float8, NULL::float8,"
					 " NULL::float8, NULL::float8", nsp);
	cs_catalog_query(q.data, "GPU", 20,
					 (const Oid[]) {TEXTOID, FLOAT8OID, FLOAT8OID, FLOAT8OID, FLOAT8OID,
					 FLOAT8OID, FLOAT8OID, FLOAT8OID, FLOAT8OID, TEXTOID, FLOAT8OID, BOOLOID,
					 FLOAT8OID, FLOAT8OID, FLOAT8OID, FLOAT8OID, FLOAT8OID, INT4OID, FLOAT8OID, INT4OID});
	c->ngpus = (int) SPI_processed;
	c->gpus = MemoryContextAllocZero(mcxt, sizeof(GpuRow) * (c->ngpus + 1));
	for (int i = 0; i < c->ngpus; i++)
	{
		HeapTuple	t = SPI_tuptable->vals[i];
		TupleDesc	d = SPI_tuptable->tupdesc;
		GpuRow	   *g = &c->gpus[i];

		g->id = copy_text_cstring(t, d, 1, mcxt);
		g->spec.memory = get_float(t, d, 2);
		g->spec.bandwidth_gbs = get_float(t, d, 3);
		g->spec.fp32_tflops = get_float(t, d, 4);
		g->spec.tf32_tflops = get_float(t, d, 5);
		g->spec.bf16_tflops = get_float(t, d, 6);
		g->spec.fp16_tflops = get_float(t, d, 7);
		g->spec.fp8_tflops = get_float(t, d, 8);
		g->spec.int8_tops = get_float(t, d, 9);
		g->spec.matmul_tflops = get_float(t, d, 13);
		g->spec.measured_bandwidth_gbs = get_float(t, d, 14);
		g->spec.fp16_acc16_tflops = get_float(t, d, 15);
		g->spec.sm_count = get_float(t, d, 16);
		g->spec.boost_clock_mhz = get_float(t, d, 17);
		g->spec.link = (CsLink) get_int(t, d, 18);
		g->spec.link_gbs = get_float(t, d, 19);
		g->spec.pcie_gen = get_int(t, d, 20);
		gpu_caps(t, d, &g->caps);
	}
	SPI_finish();
	/* the spellings point at the rows just read */
	hash_seq_init(&hs, c->spellings);
	while ((sp = hash_seq_search(&hs)) != NULL)
		sp->index = gpu_index(c, text_to_cstring(sp->gpu_id));

	/* the spot interruption rate came with 0.2.0 (0.1.24: the default) */
	has_spot_rate = get_attnum(get_relname_relid("provider", nspoid), "spot_interruptions_per_hour") != InvalidAttrNumber;
	resetStringInfo(&q);
	appendStringInfo(&q,
					 "SELECT p.provider, p.instance_type, p.region, p.pricing, p.usd_per_hour::float8,"
					 " p.valid_from, p.valid_to, NOT p.is_builtin, i.gpu_id, i.gpu_count, v.billing,"
					 " %s, i.memory::bigint::float8, coalesce(i.cpu_arch = 'arm64', false), %s"
					 " FROM %s.price p JOIN %s.instance i USING (provider, instance_type)"
					 " JOIN %s.provider v ON v.id = p.provider"
					 " WHERE i.gpu_count > 0 ORDER BY 1, 2, 3, 4, 8 DESC, 6",
					 "extract(epoch FROM v.billing_minimum)::float8 / 3600::float8",
					 has_spot_rate ? "v.spot_interruptions_per_hour" : "NULL::float8",
					 nsp, nsp, nsp);
	cs_catalog_query(q.data, "price", 15,
					 (const Oid[]) {TEXTOID, TEXTOID, TEXTOID, TEXTOID, FLOAT8OID, DATEOID, DATEOID,
					 BOOLOID, TEXTOID, INT4OID, TEXTOID, FLOAT8OID, FLOAT8OID, BOOLOID, FLOAT8OID});
	c->offers = MemoryContextAllocZero(mcxt, sizeof(Offer) * (SPI_processed + 1));
	c->live = MemoryContextAllocZero(mcxt, sizeof(int) * (SPI_processed + 1));
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	t = SPI_tuptable->vals[i];
		TupleDesc	d = SPI_tuptable->tupdesc;
		Offer	   *o = &c->offers[c->noffers];
		bool		isnull;
		char	   *pricing = copy_text_cstring(t, d, 4, CurrentMemoryContext);
		char	   *gpu = copy_text_cstring(t, d, 9, CurrentMemoryContext);
		char	   *billing = copy_text_cstring(t, d, 11, CurrentMemoryContext);
		Datum		to;

		o->provider = copy_text_cstring(t, d, 1, mcxt);
		o->instance_type = copy_text_cstring(t, d, 2, mcxt);
		o->region = copy_text_cstring(t, d, 3, mcxt);
		o->pricing = -1;
		for (int k = 0; k < N_PRICING; k++)
			if (strcmp(pricing, pricing_names[k]) == 0)
				o->pricing = k;
		o->usd_per_hour = get_float(t, d, 5);
		o->valid_from = DatumGetDateADT(SPI_getbinval(t, d, 6, &isnull));
		to = SPI_getbinval(t, d, 7, &isnull);
		o->valid_to = isnull ? DATEVAL_NOEND : DatumGetDateADT(to);
		o->user = DatumGetBool(SPI_getbinval(t, d, 8, &isnull));
		o->gpu = gpu_index(c, gpu);
		o->gpu_count = DatumGetInt32(SPI_getbinval(t, d, 10, &isnull));
		/* the table's CHECK allows no other spelling (cs_billed_hours() bills any other per second) */
		o->billing = cs_billing_of(billing);
		o->billing_minimum = get_float(t, d, 12);
		o->host_memory = get_float(t, d, 13);
		o->arm64 = DatumGetBool(SPI_getbinval(t, d, 14, &isnull));
		to = SPI_getbinval(t, d, 15, &isnull);
		o->spot_rate = isnull ? CS_SPOT_RATE_DEFAULT : DatumGetFloat8(to);
		if (o->pricing >= 0 && o->gpu >= 0)
			c->noffers++;
	}
	SPI_finish();				/* frees the per-row copies with it */
	fcinfo->flinfo->fn_extra = c;
	return c;
}

/*
 * The offers in force at a date for a pricing (PRICING_ANY: all): one per
 * provider, instance type, region and pricing, a user's line first (the
 * query sorted them so).
 */
void
select_live(RankCache *c, DateADT date, int pricing)
{
	const Offer *prev = NULL;

	if (c->live_valid && c->live_date == date && c->live_pricing == pricing)
		return;
	c->nlive = 0;
	for (int i = 0; i < c->noffers; i++)
	{
		const Offer *o = &c->offers[i];

		if (pricing != PRICING_ANY && o->pricing != pricing)
			continue;
		if (o->valid_from > date || (o->valid_to != DATEVAL_NOEND && o->valid_to <= date))
			continue;
		if (prev != NULL && prev->pricing == o->pricing &&
			strcmp(prev->provider, o->provider) == 0 &&
			strcmp(prev->instance_type, o->instance_type) == 0 &&
			strcmp(prev->region, o->region) == 0)
			continue;			/* the user's line of this offer came first */
		c->live[c->nlive++] = i;
		prev = o;
	}
	c->live_date = date;
	c->live_pricing = pricing;
	c->live_valid = true;
}

/* a pricing argument (NULL: on_demand) as an index, or PRICING_ANY */
static int
pricing_argument(FunctionCallInfo fcinfo, int arg)
{
	char	   *s;

	if (PG_ARGISNULL(arg))
		return 0;
	s = text_to_cstring(PG_GETARG_TEXT_PP(arg));
	if (pg_strcasecmp(s, "any") == 0)
		return PRICING_ANY;
	for (int k = 0; k < N_PRICING; k++)
		if (pg_strcasecmp(s, pricing_names[k]) == 0)
			return k;
	cs_bad_value("pricing", s, "on_demand, spot, reserved_1y, reserved_3y, any");
	return 0;					/* not reached */
}

static int
gpu_argument(RankCache *c, text *name)
{
	char	   *s = text_to_cstring(name);
	int			g = find_gpu(c, s);

	if (g < 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("GPU \"%s\" is not in the catalog", s),
				errhint("Use an id of computesize.gpu or a spelling of computesize.gpu_alias (computesize.gpu_id(name) tells); add your own GPU to computesize.gpu."));
	return g;
}

static void
workload_argument(FunctionCallInfo fcinfo, RankCache *c, CsArch *arch, CsJob *job)
{
	cs_decode_workload(fcinfo, PG_GETARG_HEAPTUPLEHEADER(0), &c->workload, arch, job);
	cs_workload_framework(&c->workload, c->framework, sizeof(c->framework));
	c->framework_stacks = cs_framework_stacks(c->framework);
}

/* why the last workload read cannot run on GPU g (into buf), NULL if it can */
static const char *
why_not_on(const RankCache *c, const CsJob *job, int g, char *buf, size_t len)
{
	return cs_why_not(job, c->framework, c->framework_stacks, &c->gpus[g].spec, &c->gpus[g].caps,
					  buf, len);
}

/* the job as it runs on GPU g: without FlashAttention where it lacks it */
const CsJob *
job_on(const RankCache *c, const CsJob *job, int g, CsJob *fallback)
{
	if (!cs_flash_fallback(job, &c->gpus[g].caps))
		return job;
	*fallback = *job;
	fallback->flash_attention = 0;
	return fallback;
}

/* a GPU count from argument arg, 1 to CS_MAX_GPUS; dflt if NULL */
static int
count_argument(FunctionCallInfo fcinfo, int arg, const char *name, int dflt, const char *hint)
{
	int			n = PG_ARGISNULL(arg) ? dflt : PG_GETARG_INT32(arg);

	cs_require_count(name, n, CS_MAX_GPUS, hint);
	return n;
}

int
gpus_argument(FunctionCallInfo fcinfo, int arg)
{
	return count_argument(fcinfo, arg, "gpus", 1, "The number of GPUs the job runs on.");
}

/* a share of the GPU's peak (mfu, efficiency) from argument arg; dflt if NULL */
static double
share_argument(FunctionCallInfo fcinfo, int arg, const char *name, double dflt,
			   const char *hint)
{
	double		v;

	if (PG_ARGISNULL(arg))
		return dflt;
	v = PG_GETARG_FLOAT8(arg);
	if (!(v > 0 && v <= 1))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s must be above 0 and at most 1, not %g", name, v),
				errhint("%s", hint));
	return v;
}

/* a finite quantity of at least 0 (noun: "number", "amount"), or the error */
double
require_nonnegative(double v, const char *name, const char *noun, const char *hint)
{
	if (!(v >= 0 && isfinite(v)))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s must be a finite %s of at least 0, not %g", name, noun, v),
				errhint("%s", hint));
	return v;
}

/*
 * The workload's per-GPU memory on n GPUs (sharded as the workload says):
 * memory()'s total, or beyond what a memsize holds the unrounded sum,
 * which no GPU fits.
 */
static double
needed_memory(const CsArch *arch, const CsJob *job, int gpus, double *host)
{
	CsJob		j = *job;

	j.gpus = gpus;
	if (host != NULL)
		*host = cs_host_memory(arch, &j);
	return cs_needed_bytes(arch, &j);
}

/* what a job may take of a GPU's or a host's memory: all but the headroom */
static double
usable(double memory)
{
	return memory * (1.0 - CS_FIT_HEADROOM);
}

static bool
fits_on(const CsGpuSpec *g, double needed)
{
	return needed <= usable(g->memory);
}

/* whether an offer's host memory holds what the job offloads per GPU */
static bool
fits_host(const Offer *o, double host_per_gpu)
{
	return host_per_gpu * o->gpu_count <= usable(o->host_memory);
}


/* flops(w): total FLOPs */
PG_FUNCTION_INFO_V1(workload_flops);
Datum
workload_flops(PG_FUNCTION_ARGS)
{
	CsArch		arch;
	CsJob		job;
	double		flops;

	cs_decode_workload(fcinfo, PG_GETARG_HEAPTUPLEHEADER(0), cs_workload_reader(fcinfo), &arch, &job);
	flops = cs_flops(&arch, &job);
	/* as float8 arithmetic does, an overflow is an error, not Infinity */
	if (isinf(flops))
		ereport(ERROR,
				errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				errmsg("estimated FLOPs are out of range"),
				errdetail("The job's work comes to more operations than double precision holds."),
				errhint("%s", TOO_LARGE_HINT));
	PG_RETURN_FLOAT8(flops);
}

/*
 * default_mfu(w): the share of the dense peak the time model assumes for the
 * workload on an accelerator whose matmuls reach CS_MATMUL_SHARE of it,
 * QLoRA's dequantisation included; default_mfu(w, gpu): on that GPU, from
 * its measured matmul throughput (duration() divides the FLOPs by it).
 */
PG_FUNCTION_INFO_V1(workload_default_mfu);
Datum
workload_default_mfu(PG_FUNCTION_ARGS)
{
	CsArch		arch;
	CsJob		job;
	CsWork		work;

	cs_decode_workload(fcinfo, PG_GETARG_HEAPTUPLEHEADER(0), cs_workload_reader(fcinfo), &arch, &job);
	cs_prepare(&arch, &job, &work);
	PG_RETURN_FLOAT8(cs_default_mfu(&job) / work.slowdown);
}

PG_FUNCTION_INFO_V1(workload_default_mfu_on);
Datum
workload_default_mfu_on(PG_FUNCTION_ARGS)
{
	RankCache  *c = rank_cache(fcinfo);
	CsArch		arch;
	CsJob		job,
				fallback;
	CsWork		work;
	int			g;

	workload_argument(fcinfo, c, &arch, &job);
	g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	cs_prepare(&arch, job_on(c, &job, g, &fallback), &work);
	PG_RETURN_FLOAT8(cs_default_mfu_on(work.job, &c->gpus[g].spec) / work.slowdown);
}

/*
 * cs_seconds_on() checked: work beyond a double's range of seconds has no
 * time, and no cost, to give (-1, no peak for the job, passes through); the
 * hint names the caller's arguments
 */
double
seconds_on(const CsWork *w, const CsGpuSpec *gpu, int gpus, double mfu, const char *hint)
{
	double		seconds = cs_seconds_on(w, gpu, gpus, mfu);

	if (isinf(seconds))
		ereport(ERROR,
				errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				errmsg("estimated duration is out of range"),
				errdetail("The job's work comes to more seconds than double precision holds."),
				errhint("%s", hint));
	return seconds;
}

Interval *
seconds_interval(double seconds)
{
	Interval   *iv;

	/* an interval holds at most 2^63 microseconds (about 292,000 years) */
	if (!(seconds >= 0 && seconds * USECS_PER_SEC < 9.2e18))
		ereport(ERROR,
				errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				errmsg("estimated duration is out of range for an interval"),
				errdetail("The job would take %g seconds.", seconds),
				errhint(TOO_LARGE_HINT));
	iv = palloc0(sizeof(Interval));
	iv->time = (TimeOffset) llround(seconds * USECS_PER_SEC);
	return iv;
}

/* a GPU whose catalog row gives no peak for the job's precision */
pg_noinline void
no_peak_error(const RankCache *c, int g, const CsJob *job)
{
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("GPU \"%s\" has no peak throughput in the catalog for precision %s",
				   c->gpus[g].id, job->precision->name),
			errhint("Fill in its TFLOPS columns in computesize.gpu."));
}

/*
 * The seconds of a job on n GPUs of catalog GPU g (mfu 0: the job's
 * default utilisation), with standard attention where FlashAttention 2 does
 * not run; the error of a GPU without a peak for the job's precision
 */
double
job_seconds(const RankCache *c, const CsArch *arch, const CsJob *job, int g, int n, double mfu)
{
	CsJob		fallback;
	double		seconds = cs_seconds(arch, job_on(c, job, g, &fallback), &c->gpus[g].spec, n, mfu);

	if (seconds < 0)
		no_peak_error(c, g, job);
	return seconds;
}

/* duration(w, gpu, gpus, mfu) */
PG_FUNCTION_INFO_V1(workload_duration);
Datum
workload_duration(PG_FUNCTION_ARGS)
{
	RankCache  *c;
	CsArch		arch;
	CsJob		job;
	int			g,
				n;
	double		mfu;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	c = rank_cache(fcinfo);
	workload_argument(fcinfo, c, &arch, &job);
	if (PG_ARGISNULL(1))
		PG_RETURN_NULL();
	g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	n = gpus_argument(fcinfo, 2);
	cs_check_gpu_count(&arch, &job, n);
	/* 0: the job's default utilisation */
	mfu = share_argument(fcinfo, 3, "mfu", 0,
						 "Model FLOPs utilisation: the share of the GPU's dense peak the job achieves, such as 0.4.");
	PG_RETURN_INTERVAL_P(seconds_interval(job_seconds(c, &arch, &job, g, n, mfu)));
}

/*
 * ttft(w, gpu, gpus) and tpot(w, gpu, gpus): an inference job's time to
 * first token and time per output token (perf.c), on the hardware's
 * fallbacks as duration()
 */
static Datum
latency(FunctionCallInfo fcinfo, bool first_token)
{
	RankCache  *c = rank_cache(fcinfo);
	CsArch		arch;
	CsJob		job,
				fallback;
	const CsJob *on;
	int			g,
				n;
	double		seconds;

	workload_argument(fcinfo, c, &arch, &job);
	if (job.kind != CS_KIND_INFERENCE)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s() applies to inference workloads", first_token ? "ttft" : "tpot"),
				errhint("Build the workload with inference_job(); a training job's time is duration()."));
	g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	n = gpus_argument(fcinfo, 2);
	cs_check_gpu_count(&arch, &job, n);
	on = job_on(c, &job, g, &fallback);
	seconds = first_token ? cs_prefill_seconds(&arch, on, &c->gpus[g].spec, n) :
		cs_decode_step_seconds(&arch, on, &c->gpus[g].spec, n);
	if (seconds < 0)
		no_peak_error(c, g, &job);
	PG_RETURN_INTERVAL_P(seconds_interval(seconds));
}

PG_FUNCTION_INFO_V1(workload_ttft);
Datum
workload_ttft(PG_FUNCTION_ARGS)
{
	return latency(fcinfo, true);
}

PG_FUNCTION_INFO_V1(workload_tpot);
Datum
workload_tpot(PG_FUNCTION_ARGS)
{
	return latency(fcinfo, false);
}

/*
 * gpu_hours(flops, gpu, gpu_count, efficiency, pricing): hours for dense
 * 16-bit FLOPs of any work on gpu_count GPUs of a catalog GPU, at the
 * efficiency (NULL: the full fine-tuning utilisation) with duration()'s
 * multi-GPU scaling, plus the spot restarts' overhead.
 */
PG_FUNCTION_INFO_V1(gpu_hours);
Datum
gpu_hours(PG_FUNCTION_ARGS)
{
	RankCache  *c;
	CsJob		job;
	CsWork		work;
	double		flops,
				efficiency,
				seconds;
	int			g,
				n,
				pricing;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
		PG_RETURN_NULL();
	flops = require_nonnegative(PG_GETARG_FLOAT8(0), "flops", "number",
								"The work as dense 16-bit floating-point operations, such as 6e18.");
	efficiency = share_argument(fcinfo, 3, "efficiency", CS_MFU_FULL,
								"The share of the GPU's dense peak the work achieves, such as 0.4.");
	c = rank_cache(fcinfo);
	g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	n = gpus_argument(fcinfo, 2);
	pricing = pricing_argument(fcinfo, 4);
	if (pricing == PRICING_ANY)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("pricing \"any\" does not say whether the GPUs can be interrupted"),
				errhint("Valid values are: on_demand, spot, reserved_1y, reserved_3y."));
	/* dense 16-bit work, nothing memory-bound: duration()'s time model */
	job = cs_zero_job;
	job.kind = CS_KIND_TRAINING;
	job.precision = c->bf16;
	work = cs_zero_work;
	work.job = &job;
	work.flops = flops;
	work.slowdown = 1;
	work.steps = 1;
	seconds = seconds_on(&work, &c->gpus[g].spec, n, efficiency,
						 "Check flops and efficiency: the work is too large, or the efficiency too small, for any hardware.");
	if (seconds < 0)
		PG_RETURN_NULL();		/* no 16-bit or fp32 peak in the catalog */
	/* spot: no provider named, the default rate (choose_compute() applies each provider's) */
	PG_RETURN_FLOAT8(wall_hours(seconds, pricing, CS_SPOT_RATE_DEFAULT, &job));
}

/*
 * The workload (argument 0) and the catalog GPU (argument 1, an id or any
 * spelling) of fits() and its inverses
 */
static RankCache *
fit_arguments(FunctionCallInfo fcinfo, CsArch *arch, CsJob *job, int *g)
{
	RankCache  *c = rank_cache(fcinfo);

	workload_argument(fcinfo, c, arch, job);
	*g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	return c;
}

/*
 * The workload as it runs on GPU g (FlashAttention's fallback), or NULL
 * when it cannot run there
 */
static const CsJob *
runnable_job(const RankCache *c, const CsJob *job, int g, CsJob *fallback)
{
	if (why_not_on(c, job, g, NULL, 0) != NULL)
		return NULL;
	return job_on(c, job, g, fallback);
}

/* fits(w, gpu, gpus) */
PG_FUNCTION_INFO_V1(workload_fits);
Datum
workload_fits(PG_FUNCTION_ARGS)
{
	CsArch		arch;
	CsJob		job,
				fallback;
	const CsJob *on;
	RankCache  *c;
	int			g,
				n;

	if (PG_ARGISNULL(1))
		PG_RETURN_NULL();
	c = fit_arguments(fcinfo, &arch, &job, &g);
	n = gpus_argument(fcinfo, 2);
	cs_check_gpu_count(&arch, &job, n);
	/* hardware the job cannot run on holds it nowhere (why_not() says why) */
	on = runnable_job(c, &job, g, &fallback);
	PG_RETURN_BOOL(on != NULL && fits_on(&c->gpus[g].spec, needed_memory(&arch, on, n, NULL)));
}

/*
 * max_batch(w, gpu, gpus) and max_context(w, gpu, gpus): the largest batch,
 * or seq_len (the context, for inference), with which fits(w, gpu, gpus)
 * holds, the workload otherwise as it is; 0 when not even 1 fits
 */
static Datum
largest_fitting(FunctionCallInfo fcinfo, bool seq_len)
{
	CsArch		arch;
	CsJob		job,
				fallback;
	const CsJob *on;
	int			g;
	RankCache  *c = fit_arguments(fcinfo, &arch, &job, &g);

	job.gpus = gpus_argument(fcinfo, 2);
	cs_check_gpu_count(&arch, &job, job.gpus);
	on = runnable_job(c, &job, g, &fallback);
	if (on == NULL)
		PG_RETURN_INT32(0);
	PG_RETURN_INT32(cs_largest_fitting(&arch, on, seq_len, usable(c->gpus[g].spec.memory)));
}

PG_FUNCTION_INFO_V1(workload_max_batch);
Datum
workload_max_batch(PG_FUNCTION_ARGS)
{
	return largest_fitting(fcinfo, false);
}

PG_FUNCTION_INFO_V1(workload_max_context);
Datum
workload_max_context(PG_FUNCTION_ARGS)
{
	return largest_fitting(fcinfo, true);
}

/*
 * min_gpus(w, gpu, max_gpus): the fewest GPUs, up to max_gpus, with which
 * fits(w, gpu, n) holds, sharded as the workload says; NULL when none does
 */
PG_FUNCTION_INFO_V1(workload_min_gpus);
Datum
workload_min_gpus(PG_FUNCTION_ARGS)
{
	CsArch		arch;
	CsJob		job,
				fallback;
	const CsJob *on;
	int			g,
				n;
	RankCache  *c = fit_arguments(fcinfo, &arch, &job, &g);
	int			max_gpus = count_argument(fcinfo, 2, "max_gpus", CS_MAX_GPUS, "The largest GPU count to try.");

	on = runnable_job(c, &job, g, &fallback);
	if (on == NULL)
		PG_RETURN_NULL();
	n = cs_fewest_gpus(&arch, on, max_gpus, usable(c->gpus[g].spec.memory));
	if (n == 0)
		PG_RETURN_NULL();
	PG_RETURN_INT32(n);
}


/*
 * A text[] argument as C strings (NULL elements refused); *n = -1 when the
 * argument is NULL (no constraint)
 */
static char **
names_argument(FunctionCallInfo fcinfo, int arg, const char *what, const char *hint, int *n)
{
	Datum	   *elems;
	bool	   *nulls;
	char	  **out;

	*n = -1;
	if (PG_NARGS() <= arg || PG_ARGISNULL(arg))
		return NULL;
	deconstruct_array(PG_GETARG_ARRAYTYPE_P(arg), TEXTOID, -1, false, TYPALIGN_INT,
					  &elems, &nulls, n);
	if (*n == 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s must name at least one, or be NULL for any", what),
				errhint("%s", hint));
	out = palloc(sizeof(char *) * *n);
	for (int i = 0; i < *n; i++)
	{
		if (nulls[i])
			ereport(ERROR,
					errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					errmsg("%s cannot contain NULL", what),
					errhint("%s", hint));
		out[i] = TextDatumGetCString(elems[i]);
	}
	return out;
}

static bool
listed(char **names, int n, const char *s)
{
	if (n < 0)
		return true;
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return true;
	return false;
}

/* the offer is one the caller's constraints allow */
static bool
offer_allowed(const Offer *o, const RankArgs *a)
{
	return listed(a->providers, a->nproviders, o->provider) &&
		listed(a->regions, a->nregions, o->region) &&
		(a->host_arch == HOST_ANY || (a->host_arch == HOST_ARM64) == o->arm64);
}

/* providers, regions, host_arch: arguments 7 to 9 where the SQL has them */
static void
constraint_arguments(FunctionCallInfo fcinfo, RankArgs *a)
{
	a->providers = names_argument(fcinfo, 7, "providers",
								  "Provider ids of computesize.provider, such as ARRAY['aws', 'gcp'], or NULL for any.",
								  &a->nproviders);
	a->regions = names_argument(fcinfo, 8, "regions",
								"Regions as the catalog names them, such as ARRAY['us-east-1'], or NULL for any.",
								&a->nregions);
	a->host_arch = HOST_ANY;
	if (PG_NARGS() > 9 && !PG_ARGISNULL(9))
	{
		char	   *s = text_to_cstring(PG_GETARG_TEXT_PP(9));

		if (pg_strcasecmp(s, "x86_64") == 0)
			a->host_arch = HOST_X86_64;
		else if (pg_strcasecmp(s, "arm64") == 0)
			a->host_arch = HOST_ARM64;
		else
			cs_bad_value("host_arch", s, "x86_64, arm64");
	}
	a->reserved_utilization = 0;
	if (PG_NARGS() > 10 && !PG_ARGISNULL(10))
	{
		a->reserved_utilization = PG_GETARG_FLOAT8(10);
		if (!(a->reserved_utilization > 0 && a->reserved_utilization <= 1))
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("reserved_utilization must be more than 0 and at most 1, not %g", a->reserved_utilization),
					errhint("The share of the reservation's term the team keeps it busy, such as 0.7, or NULL to leave reservations out of pricing => 'any'."));
	}
}

/* a reservation's pricing (reserved_1y, reserved_3y) */
static inline bool
reserved(int pricing)
{
	return pricing >= 2;
}

/* an interval argument in hours (a month is 30 days), positive or at least 0 */
static double
interval_hours(const Interval *iv, const char *name, bool positive)
{
	double		h = (iv->time / (double) USECS_PER_SEC + iv->day * 86400.0 + iv->month * 30.0 * 86400.0) / 3600.0;

	if (positive ? !(h > 0) : !(h >= 0))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s must be a %s interval", name, positive ? "positive" : "non-negative"),
				errhint("For example interval '12 hours'."));
	return h;
}

static void
rank_arguments(FunctionCallInfo fcinfo, RankArgs *a)
{
	char	   *s;

	a->objective = OBJ_COST;
	if (!PG_ARGISNULL(1))
	{
		s = text_to_cstring(PG_GETARG_TEXT_PP(1));
		a->objective = -1;
		for (int k = 0; k < 3; k++)
			if (pg_strcasecmp(s, objective_names[k]) == 0)
				a->objective = k;
		if (a->objective < 0)
			cs_bad_value("objective", s, "cost, time, balanced");
	}
	a->pricing = pricing_argument(fcinfo, 2);
	a->max_gpus = count_argument(fcinfo, 3, "max_gpus", 8, "The largest GPU count to consider per instance.");
	a->deadline_hours = 0;
	if (!PG_ARGISNULL(4))
		a->deadline_hours = interval_hours(PG_GETARG_INTERVAL_P(4), "deadline", true);
	a->budget = -1;
	if (!PG_ARGISNULL(5))
	{
		/* beyond a double's range (1e400) is no bound, as Infinity is */
		a->budget = DatumGetFloat8(DirectFunctionCall1(numeric_float8_no_overflow, PG_GETARG_DATUM(5)));
		if (!(a->budget >= 0))
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("budget must be at least 0, not %s",
						   DatumGetCString(DirectFunctionCall1(numeric_out, PG_GETARG_DATUM(5)))),
					errhint("The most the job may cost, in USD, or NULL for no bound."));
	}
	if (PG_ARGISNULL(6))
		a->date = GetSQLCurrentDate();
	else
	{
		TimestampTz at = PG_GETARG_TIMESTAMPTZ(6);

		a->date = DatumGetDateADT(DirectFunctionCall1(timestamptz_date, TimestampTzGetDatum(at)));
	}
	constraint_arguments(fcinfo, a);
}

/*
 * A cost at the precision it is reported at (a hundredth of a cent),
 * rounded as numeric's round() rounds the decimal product that SQL
 * computes (choose_compute() over rank_gpus()'s offers): half away from
 * zero.  The binary product can miss a decimal tie by its last bits (1.25
 * USD an hour x 259,002 billed seconds is 89.93125, 89.93124999... in
 * binary), so a product within a millionth of a millionth of a tie rounds
 * up, as numeric's 15 significant digits of it do.
 */
static inline double
cost_rounded(double usd)
{
	double		v = usd * 1e4;
	double		f = floor(v);

	if (fabs(v - f - 0.5) <= 1e-12 * v)
		return (f + 1) / 1e4;
	return round(v) / 1e4;
}


/*
 * The offers of a ranking share GPU models and counts across providers,
 * regions and pricings: each (GPU, count, attention kernel) is timed once
 */
#define SECONDS_SLOTS 512

typedef struct SecondsMemo
{
	int			key[SECONDS_SLOTS];	/* -1: empty */
	double		seconds[SECONDS_SLOTS];
	int			used;
} SecondsMemo;

static double
offer_seconds(SecondsMemo *memo, const CsWork *w, const CsGpuSpec *g, int gpu, int count, int fb)
{
	int			key = (gpu * 2 + fb) * 1024 + count;
	int			slot = (int) ((uint32) key * 2654435761u >> 23);	/* 9 bits */

	/* a catalog of more models than the table holds at half full: timed each time */
	if (count >= 1024 || memo->used >= SECONDS_SLOTS / 2)
		return seconds_on(w, g, count, 0, TOO_LARGE_HINT);
	while (memo->key[slot] != -1 && memo->key[slot] != key)
		slot = (slot + 1) & (SECONDS_SLOTS - 1);
	if (memo->key[slot] != key)
	{
		memo->key[slot] = key;
		memo->used++;
		memo->seconds[slot] = seconds_on(w, g, count, 0, TOO_LARGE_HINT);
	}
	return memo->seconds[slot];
}

static int
candidates(RankCache *c, const CsArch *arch, const CsJob *job, const RankArgs *a,
		   Candidate *out, CandidateCounts *counts)
{
	int			n = 0;
	/* per GPU count, with FlashAttention and with its fallback */
	double		needed_by_count[2][65],
				host_by_count[2][65];
	double		min_cost = -1,
				min_hours = -1;
	CsWork		works[2];
	CsJob		no_flash = *job;
	/* per GPU: 0 not asked yet, 1 the job runs there, 2 it does not */
	char	   *runs = palloc0(c->ngpus + 1);
	SecondsMemo memo;

	no_flash.flash_attention = 0;
	memset(memo.key, -1, sizeof(memo.key));
	memo.used = 0;
	cs_prepare(arch, job, &works[0]);
	cs_prepare(arch, &no_flash, &works[1]);
	for (int k = 0; k < 65; k++)
		needed_by_count[0][k] = needed_by_count[1][k] = -1;
	counts->allowed = counts->runnable = counts->spot_refused = 0;
	counts->first_refused = -1;
	counts->gpu_fitting = counts->fitting = counts->in_time = 0;
	counts->host_needed = 0;
	select_live(c, a->date, a->pricing);
	for (int li = 0; li < c->nlive; li++)
	{
		const Offer *o = &c->offers[c->live[li]];
		const CsGpuSpec *g = &c->gpus[o->gpu].spec;
		double		needed,
					host,
					seconds,
					hours;
		Candidate  *cd;
		int			fb;

		if (!offer_allowed(o, a))
			continue;
		/*
		 * a reservation is a commitment for its whole term: among every
		 * pricing, only at a utilisation the caller names
		 */
		if (reserved(o->pricing) && a->pricing == PRICING_ANY && a->reserved_utilization <= 0)
			continue;
		/* a job that cannot restart never runs on capacity that stops it */
		if (o->pricing == PRICING_SPOT && job->checkpoint_hours < 0)
		{
			counts->spot_refused++;
			continue;
		}
		counts->allowed++;
		/* hardware the job cannot run on (why_not() says why) */
		if (runs[o->gpu] == 0)
			runs[o->gpu] = why_not_on(c, job, o->gpu, NULL, 0) == NULL ? 1 : 2;
		if (runs[o->gpu] == 2)
		{
			if (counts->first_refused < 0)
				counts->first_refused = o->gpu;
			continue;
		}
		counts->runnable++;
		if (o->gpu_count > a->max_gpus)
			continue;
		/* a GPU count the framework cannot split the model across */
		if (!cs_gpu_count_ok(arch, job, o->gpu_count))
			continue;
		/* FlashAttention where it runs, standard attention elsewhere */
		fb = cs_flash_fallback(job, &c->gpus[o->gpu].caps) ? 1 : 0;
		if (o->gpu_count <= 64)
		{
			if (needed_by_count[fb][o->gpu_count] < 0)
				needed_by_count[fb][o->gpu_count] = needed_memory(arch, fb ? &no_flash : job, o->gpu_count,
																  &host_by_count[fb][o->gpu_count]);
			needed = needed_by_count[fb][o->gpu_count];
			host = host_by_count[fb][o->gpu_count];
		}
		else
			needed = needed_memory(arch, fb ? &no_flash : job, o->gpu_count, &host);
		if (!fits_on(g, needed))
			continue;
		/*
		 * what the job offloads, for each of the instance's GPUs, in its
		 * host memory, where the catalog knows it (with the GPUs' headroom)
		 */
		if (host > 0)
		{
			counts->gpu_fitting++;
			if (counts->host_needed == 0 || host * o->gpu_count < counts->host_needed)
				counts->host_needed = host * o->gpu_count;
			if (o->host_memory > 0 && !fits_host(o, host))
				continue;
		}
		seconds = offer_seconds(&memo, &works[fb], g, o->gpu, o->gpu_count, fb);
		if (seconds < 0)
			continue;
		hours = wall_hours(seconds, o->pricing, o->spot_rate, job);
		counts->fitting++;
		if (a->deadline_hours > 0 && hours > a->deadline_hours)
			continue;
		counts->in_time++;
		cd = &out[n];
		cd->offer = c->live[li];
		cd->needed = needed;
		cd->hours = hours;
		/*
		 * at the precision it is reported at (a hundredth of a cent), so
		 * that the order, the Pareto marks and the budget agree with the
		 * costs a user reads: equal costs then go to the faster offer
		 */
		cd->cost = o->usd_per_hour * cs_billed_hours(hours, o->billing, o->billing_minimum);
		/* the reservation's hours the job uses, over the share of them in use */
		if (reserved(o->pricing) && a->reserved_utilization > 0)
			cd->cost /= a->reserved_utilization;
		cd->cost = cost_rounded(cd->cost);
		if (a->budget >= 0 && cd->cost > a->budget)
			continue;
		if (min_cost < 0 || cd->cost < min_cost)
			min_cost = cd->cost;
		if (min_hours < 0 || cd->hours < min_hours)
			min_hours = cd->hours;
		n++;
	}
	for (int i = 0; i < n; i++)
	{
		Candidate  *cd = &out[i];

		switch (a->objective)
		{
			case OBJ_TIME:
				cd->score = cd->hours + cd->cost * 1e-9;
				break;
			case OBJ_BALANCED:
				/* both against the best: doubling either costs the same */
				cd->score = (min_cost > 0 ? cd->cost / min_cost : 1) *
					(min_hours > 0 ? cd->hours / min_hours : 1);
				break;
			default:
				cd->score = cd->cost + cd->hours * 1e-9;
				break;
		}
	}
	return n;
}

static bool
dominated(const Candidate *x, const Candidate *all, int n)
{
	for (int j = 0; j < n; j++)
		if (all[j].cost <= x->cost && all[j].hours <= x->hours &&
			(all[j].cost < x->cost || all[j].hours < x->hours))
			return true;
	return false;
}

static int
cmp_candidate(const void *a, const void *b)
{
	const Candidate *x = a,
			   *y = b;

	if (x->score != y->score)
		return x->score < y->score ? -1 : 1;
	return x->offer - y->offer;
}

/* the index of the first candidate in rank order (n > 0) */
int
best_candidate(Candidate *cands, int n)
{
	int			best = 0;

	for (int i = 1; i < n; i++)
		if (cmp_candidate(&cands[i], &cands[best]) < 0)
			best = i;
	return best;
}

/* x as numeric, rounded to scale digits */
Datum
numeric_of(double x, int scale)
{
	return DirectFunctionCall2(numeric_round, DirectFunctionCall1(float8_numeric, Float8GetDatum(x)),
							   Int32GetDatum(scale));
}

static Datum
memsize_datum(double bytes)
{
	return Int64GetDatum((int64) llround(bytes));
}

static HeapTuple
candidate_tuple(RankCache *c, TupleDesc desc, const Candidate *cd, int rank)
{
	const Offer *o = &c->offers[cd->offer];
	const CsGpuSpec *g = &c->gpus[o->gpu].spec;
	Datum		v[14];
	bool		n[14];

	memset(n, 0, sizeof(n));
	v[0] = Int32GetDatum(rank);
	v[1] = CStringGetTextDatum(c->gpus[o->gpu].id);
	v[2] = Int32GetDatum(o->gpu_count);
	v[3] = CStringGetTextDatum(o->provider);
	v[4] = CStringGetTextDatum(o->instance_type);
	v[5] = CStringGetTextDatum(o->region);
	v[6] = CStringGetTextDatum(pricing_names[o->pricing]);
	v[7] = memsize_datum(g->memory);
	v[8] = memsize_datum(cd->needed);
	v[9] = memsize_datum(g->memory - cd->needed);
	v[10] = DirectFunctionCall1(float8_numeric, Float8GetDatum(o->usd_per_hour));
	v[11] = Float8GetDatum(cd->hours);
	v[12] = numeric_of(cd->cost, 4);
	v[13] = BoolGetDatum(cd->pareto);
	return heap_form_tuple(desc, v, n);
}


/* WHY(w, MSG(...), [DETAIL(...),] HINT(...)) fills *w as ereport() would report it */
#define WHY(w, ...) ((void) ((w)->detail[0] = '\0', __VA_ARGS__))
#define MSG(...) snprintf(w->msg, sizeof(w->msg), __VA_ARGS__)
#define DETAIL(...) snprintf(w->detail, sizeof(w->detail), __VA_ARGS__)
#define HINT(...) snprintf(w->hint, sizeof(w->hint), __VA_ARGS__)

/* what the job needs against what the catalog has */
void
why_empty(RankCache *c, const CsArch *arch, const CsJob *job, const RankArgs *a,
		  const CandidateCounts *counts, Why *w)
{
	double		largest = 0,
				largest_offered = 0;
	double		need1,
				needmax;
	const char *pricing = a->pricing == PRICING_ANY ? "any" : pricing_names[a->pricing];

	if (counts->gpu_fitting > 0 && counts->fitting == 0)
	{
		WHY(w,
				MSG("the job fits the GPUs of %d offers, but none has the host memory its offloading needs: at least %.1f GiB (with %d%% headroom)",
					   counts->gpu_fitting, counts->host_needed / (1.0 - CS_FIT_HEADROOM) / 1073741824.0,
					   (int) (CS_FIT_HEADROOM * 100)),
				HINT("Offload less (offload => 'optimizer' rather than 'all', or nothing; activation_offloading => false), or add an instance with more host memory to computesize.instance."));
		return;
	}
	if (counts->fitting > 0 && counts->in_time == 0)
	{
		WHY(w,
				MSG("the job fits %d offers, but none finishes within the deadline", counts->fitting),
				HINT("Allow a later deadline, more GPUs (max_gpus) or another pricing."));
		return;
	}
	if (counts->in_time > 0)
	{
		WHY(w,
				MSG("the job fits %d offers within the deadline, but none within the budget", counts->in_time),
				HINT("Raise the budget or relax the deadline."));
		return;
	}
	/* the offers in force for the pricing at the date (candidates() chose them) */
	if (c->nlive == 0)
	{
		int			y,
					m,
					d;
		char		day[16];

		/* the date as ISO 8601, whatever DateStyle says */
		if (DATE_NOT_FINITE(a->date))
			strlcpy(day, DATE_IS_NOBEGIN(a->date) ? "-infinity" : "infinity", sizeof(day));
		else
		{
			j2date(a->date + POSTGRES_EPOCH_JDATE, &y, &m, &d);
			snprintf(day, sizeof(day), "%04d-%02d-%02d", y, m, d);
		}
		WHY(w,
				MSG("no offer is priced %s on %s", pricing, day),
				HINT("Use another pricing (pricing => 'any' takes every kind) or a date within the catalog's price periods (at)."));
		return;
	}
	if (counts->allowed == 0 && counts->spot_refused > 0)
	{
		WHY(w,
			MSG("the job cannot restart, and spot capacity interrupts it: none of the %d spot offers is ranked", counts->spot_refused),
			HINT("Use on_demand pricing, or say how the job restarts: computesize.checkpointed(w, every => interval '30 minutes')."));
		return;
	}
	if (counts->allowed == 0)
	{
		WHY(w,
				MSG("no offer priced %s matches the constraints (providers, regions, host_arch)", pricing),
				HINT("Relax providers, regions or host_arch, or use another pricing."));
		return;
	}
	if (counts->runnable == 0)
	{
		char		reason[256];

		WHY(w,
				MSG("none of the %d offers has hardware the job runs on", counts->allowed),
				DETAIL("On %s, for one: %s.", c->gpus[counts->first_refused].id,
						  why_not_on(c, job, counts->first_refused, reason, sizeof(reason))),
				HINT("Use a framework that targets that hardware (vllm; optimum-neuron, torch-xla, optimum-habana), another method, precision or optimizer, or relax the constraints; computesize.why_not(w, gpu) says why for each GPU."));
		return;
	}
	need1 = needed_memory(arch, job, 1, NULL);
	needmax = needed_memory(arch, job, a->max_gpus, NULL);

	for (int i = 0; i < c->ngpus; i++)
		if (c->gpus[i].spec.memory > largest)
			largest = c->gpus[i].spec.memory;
	/* the largest GPU of those offers, at the GPU counts allowed */
	for (int li = 0; li < c->nlive; li++)
	{
		const Offer *o = &c->offers[c->live[li]];

		if (o->gpu_count <= a->max_gpus && c->gpus[o->gpu].spec.memory > largest_offered &&
			offer_allowed(o, a) && why_not_on(c, job, o->gpu, NULL, 0) == NULL)
			largest_offered = c->gpus[o->gpu].spec.memory;
	}
	if (largest_offered == 0)
	{
		WHY(w,
				MSG("no offer priced %s has %d GPUs or fewer", pricing, a->max_gpus),
				HINT("Raise max_gpus or use another pricing."));
		return;
	}
	WHY(w,
			MSG("no offer fits: the job needs %.1f GiB per GPU on 1 GPU and %.1f GiB on %d (with %d%% headroom); the largest GPU offered (%s pricing, up to %d GPUs) has %.1f GiB",
				   need1 / 1073741824.0, needmax / 1073741824.0, a->max_gpus,
				   (int) (CS_FIT_HEADROOM * 100), pricing, a->max_gpus,
				   largest_offered / 1073741824.0),
			largest > largest_offered ?
			DETAIL("The catalog's largest GPU has %.1f GiB, but no %s offer of it with up to %d GPUs.",
					  largest / 1073741824.0, pricing, a->max_gpus) : 0,
			HINT("Shard the job (zero_stage => 3), use LoRA or QLoRA, gradient checkpointing, a shorter sequence or a smaller batch; or relax max_gpus, deadline, budget or pricing."));
}

static void
explain_empty(RankCache *c, const CsArch *arch, const CsJob *job, const RankArgs *a,
			  const CandidateCounts *counts)
{
	Why			w;

	why_empty(c, arch, job, a, counts, &w);
	ereport(NOTICE,
			errmsg_internal("%s", w.msg),
			w.detail[0] ? errdetail_internal("%s", w.detail) : 0,
			errhint("%s", w.hint));
}

static int
cmp_cstring(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

/*
 * ERROR 22023 unless each name is a provider (region) of an offer in the
 * catalog: a misspelt constraint would silently leave nothing; the hint
 * lists the valid names
 */
static void
check_names(RankCache *c, char **names, int n, bool region, const char *what)
{
	const char **all;
	int			nall = 0;
	StringInfoData valid;

	if (n <= 0)
		return;
	all = palloc(sizeof(char *) * (c->noffers + 1));
	for (int i = 0; i < c->noffers; i++)
		all[nall++] = region ? c->offers[i].region : c->offers[i].provider;
	qsort(all, nall, sizeof(char *), cmp_cstring);
	for (int k = 0; k < n; k++)
	{
		if (bsearch(&names[k], all, nall, sizeof(char *), cmp_cstring) != NULL)
			continue;
		initStringInfo(&valid);
		for (int i = 0; i < nall; i++)
			if (i == 0 || strcmp(all[i], all[i - 1]) != 0)
				appendStringInfo(&valid, "%s%s", valid.len ? ", " : "", all[i]);
		cs_bad_value(what, names[k], valid.data);
	}
	pfree(all);
}

/* the constraints name providers and regions the catalog has */
static void
check_constraints(RankCache *c, const RankArgs *a)
{
	check_names(c, a->providers, a->nproviders, false, "provider");
	check_names(c, a->regions, a->nregions, true, "region");
}

/* the options of a rank_gpus() / recommend() call (arguments 1 to 11), checked */
void
rank_options(FunctionCallInfo fcinfo, RankCache *c, RankArgs *a)
{
	rank_arguments(fcinfo, a);
	check_constraints(c, a);
}

/* the candidates of a rank_gpus() / recommend() call */
int
rank_call(FunctionCallInfo fcinfo, RankCache *c, CsArch *arch, CsJob *job, RankArgs *a,
		  Candidate **cands, CandidateCounts *counts)
{
	workload_argument(fcinfo, c, arch, job);
	rank_options(fcinfo, c, a);
	select_live(c, a->date, a->pricing);
	*cands = palloc(sizeof(Candidate) * (c->nlive + 1));
	return candidates(c, arch, job, a, *cands, counts);
}

/*
 * A set-returning call's rows go into a tuplestore, as InitMaterializedSRF()
 * sets one up, without building the row type again at every call (and
 * leaving what that allocates in the query's memory, call after call, when
 * the function is joined laterally to every row of a table): the type is
 * built once into *desc, and the executor, which frees the descriptor it
 * is given, gets a copy
 */
void
materialized_result(FunctionCallInfo fcinfo, TupleDesc *desc)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;

	if (rsinfo == NULL || !IsA(rsinfo, ReturnSetInfo) ||
		(rsinfo->allowedModes & SFRM_Materialize) == 0)
		ereport(ERROR,
				errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				errmsg("materialize mode required, but it is not allowed in this context"));
	if (*desc == NULL)
	{
		TupleDesc	d;

		old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);
		if (get_call_result_type(fcinfo, NULL, &d) != TYPEFUNC_COMPOSITE)
			elog(ERROR, "return type must be a row type");
		*desc = d;
		MemoryContextSwitchTo(old);
	}
	old = MemoryContextSwitchTo(rsinfo->econtext->ecxt_per_query_memory);
	rsinfo->setResult = tuplestore_begin_heap(false, false, work_mem);
	MemoryContextSwitchTo(old);
	rsinfo->returnMode = SFRM_Materialize;
	rsinfo->setDesc = CreateTupleDescCopy(*desc);
}

/* rank_gpus(w, objective, pricing, max_gpus, deadline, budget, at) */
PG_FUNCTION_INFO_V1(rank_gpus);
Datum
rank_gpus(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	RankCache  *c;
	CsArch		arch;
	CsJob		job;
	RankArgs	a;
	Candidate  *cands;
	CandidateCounts counts;
	int			n;
	TupleDesc	desc;

	c = rank_cache(fcinfo);
	materialized_result(fcinfo, &c->rank_desc);
	if (PG_ARGISNULL(0))
	{
		/* no job, no rows; the options are checked all the same */
		rank_options(fcinfo, c, &a);
		return (Datum) 0;
	}
	desc = rsinfo->setDesc;
	n = rank_call(fcinfo, c, &arch, &job, &a, &cands, &counts);
	for (int i = 0; i < n; i++)
		cands[i].pareto = !dominated(&cands[i], cands, n);
	qsort(cands, n, sizeof(Candidate), cmp_candidate);
	for (int i = 0; i < n; i++)
		tuplestore_puttuple(rsinfo->setResult, candidate_tuple(c, desc, &cands[i], i + 1));
	if (n == 0)
		explain_empty(c, &arch, &job, &a, &counts);
	return (Datum) 0;
}

/* recommend(...): rank_gpus()'s first row, or NULL when nothing fits */
PG_FUNCTION_INFO_V1(recommend);
Datum
recommend(PG_FUNCTION_ARGS)
{
	RankCache  *c;
	CsArch		arch;
	CsJob		job;
	RankArgs	a;
	Candidate  *cands;
	CandidateCounts counts;
	int			n,
				best;

	if (PG_ARGISNULL(0))
	{
		/* no job, no recommendation; the options are checked all the same */
		rank_options(fcinfo, rank_cache(fcinfo), &a);
		PG_RETURN_NULL();
	}
	c = rank_cache(fcinfo);
	if (c->result_desc == NULL)
	{
		TupleDesc	desc;
		MemoryContext old;

		if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
			elog(ERROR, "recommend() must return a composite type");
		old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);
		c->result_desc = BlessTupleDesc(CreateTupleDescCopy(desc));
		MemoryContextSwitchTo(old);
	}
	n = rank_call(fcinfo, c, &arch, &job, &a, &cands, &counts);
	if (n == 0)
	{
		/* notice => false (argument 11): no_offer_reason() tells instead */
		if (PG_NARGS() <= 11 || PG_ARGISNULL(11) || PG_GETARG_BOOL(11))
			explain_empty(c, &arch, &job, &a, &counts);
		PG_RETURN_NULL();
	}
	best = best_candidate(cands, n);
	cands[best].pareto = !dominated(&cands[best], cands, n);
	PG_RETURN_DATUM(HeapTupleGetDatum(candidate_tuple(c, c->result_desc, &cands[best], 1)));
}

/*
 * billed_hours(hours, billing [, minimum]): the hours a provider bills for a
 * run of the given hours (per_second, per_minute or per_hour), and at least
 * its minimum charge (an interval, as computesize.provider.billing_minimum),
 * as the ranking bills
 */
PG_FUNCTION_INFO_V1(billed_hours);
Datum
billed_hours(PG_FUNCTION_ARGS)
{
	double		hours = require_nonnegative(PG_GETARG_FLOAT8(0), "hours", "number",
											"The run's length in hours, for example 0.25.");
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
	int			billing = cs_billing_of(name);
	double		minimum = 0;

	/* the table's CHECK keeps its own spellings lower case; an argument may be in any case */
	if (billing < 0)
		billing = cs_billing_of(asc_tolower(name, strlen(name)));
	if (billing < 0)
		cs_bad_value("billing", name, "per_second, per_minute, per_hour");
	if (PG_NARGS() > 2)
	{
		Interval   *iv = PG_GETARG_INTERVAL_P(2);

		/* months and days have no fixed length: a minimum charge is seconds */
		if (iv->month != 0 || iv->day != 0 || iv->time < 0)
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("billing minimum must be a time of at least 0, not %s",
						   DatumGetCString(DirectFunctionCall1(interval_out, IntervalPGetDatum(iv)))),
					errhint("The least a provider bills for a run, for example interval '60 seconds' or '5 minutes'."));
		minimum = iv->time / (double) USECS_PER_HOUR;
	}
	PG_RETURN_FLOAT8(cs_billed_hours(hours, (CsBilling) billing, minimum));
}

/* the cheapest price per GPU-hour of GPU g at a date and pricing; -1: none */
double
cheapest_gpu_hour(RankCache *c, int g, DateADT date, int pricing)
{
	double		best = -1;

	select_live(c, date, pricing);
	for (int li = 0; li < c->nlive; li++)
	{
		const Offer *o = &c->offers[c->live[li]];
		double		per_gpu = o->usd_per_hour / o->gpu_count;

		if (o->gpu == g && (best < 0 || per_gpu < best))
			best = per_gpu;
	}
	return best;
}

/* gpu_hour_price(gpu, pricing, at): the cheapest price per GPU-hour of a GPU */
PG_FUNCTION_INFO_V1(gpu_hour_price);
Datum
gpu_hour_price(PG_FUNCTION_ARGS)
{
	RankCache  *c;
	int			g;
	int			pricing;
	DateADT		date;
	double		best;

	/* not STRICT (a NULL pricing or time takes its default): no GPU, no price */
	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	c = rank_cache(fcinfo);
	g = gpu_argument(c, PG_GETARG_TEXT_PP(0));
	pricing = pricing_argument(fcinfo, 1);
	date = PG_ARGISNULL(2) ? GetSQLCurrentDate() :
		DatumGetDateADT(DirectFunctionCall1(timestamptz_date, PG_GETARG_DATUM(2)));
	best = cheapest_gpu_hour(c, g, date, pricing);
	if (best < 0)
		PG_RETURN_NULL();
	PG_RETURN_DATUM(numeric_of(best, 6));
}

/*
 * runs_on(w, gpu), why_not(w, gpu), fallbacks(w, gpu): whether the job can
 * run on a catalog GPU, why not (NULL when it can), and what runs
 * otherwise than asked there (NULL when nothing does)
 */
static const char *
compat_call(FunctionCallInfo fcinfo, bool fallbacks, char *buf, size_t len)
{
	RankCache  *c = rank_cache(fcinfo);
	CsArch		arch;
	CsJob		job;
	int			g;
	const char *why;

	workload_argument(fcinfo, c, &arch, &job);
	g = gpu_argument(c, PG_GETARG_TEXT_PP(1));
	why = why_not_on(c, &job, g, buf, len);
	if (!fallbacks || why != NULL)
		return why;
	return cs_fallbacks(&job, &c->gpus[g].spec, &c->gpus[g].caps, buf, len);
}

PG_FUNCTION_INFO_V1(workload_runs_on);
Datum
workload_runs_on(PG_FUNCTION_ARGS)
{
	char		buf[256];

	PG_RETURN_BOOL(compat_call(fcinfo, false, buf, sizeof(buf)) == NULL);
}

PG_FUNCTION_INFO_V1(workload_why_not);
Datum
workload_why_not(PG_FUNCTION_ARGS)
{
	char		buf[256];
	const char *why = compat_call(fcinfo, false, buf, sizeof(buf));

	if (why == NULL)
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(cstring_to_text(why));
}

PG_FUNCTION_INFO_V1(workload_fallbacks);
Datum
workload_fallbacks(PG_FUNCTION_ARGS)
{
	char		buf[512];
	char		why[256];
	const char *notes;

	/* on hardware it cannot run on, nothing runs: why_not() says why */
	if (compat_call(fcinfo, false, why, sizeof(why)) != NULL)
		PG_RETURN_NULL();
	notes = compat_call(fcinfo, true, buf, sizeof(buf));
	if (notes == NULL)
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(cstring_to_text(notes));
}

/*
 * no_offer_reason(w, objective, pricing, max_gpus, deadline, budget, at,
 * providers, regions, host_arch): why recommend() with the same arguments
 * finds nothing (the message of its NOTICE, with the hint), NULL when it
 * finds an offer
 */
PG_FUNCTION_INFO_V1(no_offer_reason);
Datum
no_offer_reason(PG_FUNCTION_ARGS)
{
	RankCache  *c;
	CsArch		arch;
	CsJob		job;
	RankArgs	a;
	Candidate  *cands;
	CandidateCounts counts;
	Why			w;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	c = rank_cache(fcinfo);
	if (rank_call(fcinfo, c, &arch, &job, &a, &cands, &counts) > 0)
		PG_RETURN_NULL();
	why_empty(c, &arch, &job, &a, &counts, &w);
	PG_RETURN_TEXT_P(cstring_to_text(psprintf("%s. %s", w.msg, w.hint)));
}

/*
 * spot_hours(hours, interruptions_per_hour, checkpoint_every, restart): the
 * expected wall hours of work on spot capacity (NULLs: the defaults)
 */
PG_FUNCTION_INFO_V1(spot_hours);
Datum
spot_hours(PG_FUNCTION_ARGS)
{
	double		hours,
				rate = CS_SPOT_RATE_DEFAULT,
				checkpoint = CS_CHECKPOINT_HOURS_DEFAULT,
				restart = CS_RESTART_HOURS_DEFAULT;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	hours = require_nonnegative(PG_GETARG_FLOAT8(0), "hours", "number", "The work's hours on capacity that is not interrupted, such as 12.");
	if (!PG_ARGISNULL(1))
		rate = require_nonnegative(PG_GETARG_FLOAT8(1), "interruptions_per_hour", "number",
								   "How often the capacity is interrupted, an hour, such as 0.04 (once a day).");
	if (!PG_ARGISNULL(2))
		checkpoint = interval_hours(PG_GETARG_INTERVAL_P(2), "checkpoint_every", true);
	if (!PG_ARGISNULL(3))
		restart = interval_hours(PG_GETARG_INTERVAL_P(3), "restart", false);
	PG_RETURN_FLOAT8(cs_spot_hours(hours, rate, checkpoint, restart));
}
