/*
 * review.c
 *		review_job(): a job of a history against the model and the catalog,
 *		and its recommendation.  One C call per job, reading the ranking's
 *		per-query catalog: no query per row, and nothing a distributed
 *		planner has to join (Citus pushes the call down to the shards).
 *		An always-on service (rate, p95_ms) is planned by review_service(),
 *		in SQL, through a plan prepared once per query.
 */
#include "postgres.h"

#include <math.h>

#include "access/htup_details.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "funcapi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/datetime.h"
#include "utils/fmgrprotos.h"
#include "utils/lsyscache.h"
#include "utils/numeric.h"
#include "utils/syscache.h"
#include "utils/timestamp.h"

#include "ranking.h"

/*
 * a job's logged hours beyond this are a unit error (milliseconds or seconds
 * logged as hours), and would overflow the review's slowdown: the hours over
 * a model time of at least a microsecond
 */
#define MAX_JOB_HOURS 1e6

/* review_job()'s arguments */
enum
{
	R_W = 0, R_GPU, R_GPU_COUNT, R_HOURS, R_COST, R_PEAK, R_UTILIZATION, R_OBJECTIVE,
	R_PRICING, R_AT, R_PROVIDERS, R_REGIONS, R_HOST_ARCH, R_RESERVED, R_RATE, R_P95,
	R_NARGS
};

/* ... and its columns */
enum
{
	C_GPU_ID = 0, C_MEMORY, C_NEEDED, C_FILL, C_OOM, C_OVERPROVISIONED, C_SLOWDOWN,
	C_COST_NOW, C_GPU, C_GPU_COUNT, C_PROVIDER, C_INSTANCE, C_PRICING, C_HOURS, C_COST,
	C_SAVINGS, C_REASON, C_NCOLS
};

/* the logged numbers of a job, checked (NULL: not logged) */
static void
check_logged(const double *hours, const double *cost, const double *utilization,
			 const int64 *peak)
{
	if (hours != NULL &&
		require_nonnegative(*hours, "hours", "number", "The job's wall-clock hours.") > MAX_JOB_HOURS)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("hours must be at most 1e6 (114 years), not %g", *hours),
				errhint("The job's wall-clock hours; a longer one is a logging error (milliseconds or seconds taken for hours?)."));
	if (cost != NULL)
		require_nonnegative(*cost, "cost", "amount", "What the job cost, in USD, or NULL.");
	if (utilization != NULL && !(*utilization >= 0 && *utilization <= 1))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("utilization must be between 0 and 1, not %g", *utilization),
				errhint("The GPUs' mean utilization as a fraction, e.g. 0.45 for 45%%, or NULL."));
	if (peak != NULL && *peak < 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("peak cannot be negative, not " INT64_FORMAT " B", *peak),
				errhint("The job's logged peak GPU memory per GPU, such as '71 GiB', or NULL."));
}

#define ARG_OR_NULL(type, arg, get) (PG_ARGISNULL(arg) ? NULL : (v_##type = get(arg), &v_##type))

/*
 * review_job_args(hours, cost, utilization [, peak]): true, or the error
 * for a job-history row review_job() cannot review (NULL: not logged)
 */
PG_FUNCTION_INFO_V1(review_job_args);
Datum
review_job_args(PG_FUNCTION_ARGS)
{
	double		v_hours,
				v_cost,
				v_util;
	int64		v_peak;

	check_logged(ARG_OR_NULL(hours, 0, PG_GETARG_FLOAT8),
				 ARG_OR_NULL(cost, 1, PG_GETARG_FLOAT8),
				 ARG_OR_NULL(util, 2, PG_GETARG_FLOAT8),
				 PG_NARGS() > 3 ? ARG_OR_NULL(peak, 3, PG_GETARG_INT64) : NULL);
	PG_RETURN_BOOL(true);
}

/* review_job()'s state for the query, beside the ranking's */
typedef struct ReviewState
{
	TupleDesc	desc;			/* the result's columns (materialized_result()) */
	SPIPlanPtr	service;		/* review_service(...) with review_job()'s arguments */
	Numeric		per_hour;		/* 3600.0, as extract(epoch)'s hours divide */
	Numeric		least_hours;	/* a microsecond, in hours */
	/* per GPU, its cheapest on-demand GPU-hour at price_date (NULL: none) */
	DateADT		price_date;
	bool	   *priced;			/* asked yet */
	Numeric    *price;
} ReviewState;

static ReviewState *
review_state(FunctionCallInfo fcinfo, RankCache *c)
{
	ReviewState *r = c->review;

	if (r == NULL)
	{
		MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);

		r = palloc0(sizeof(ReviewState));
		r->per_hour = DatumGetNumeric(DirectFunctionCall3(numeric_in, CStringGetDatum("3600.0"),
														  ObjectIdGetDatum(InvalidOid), Int32GetDatum(-1)));
		r->least_hours = DatumGetNumeric(DirectFunctionCall2(numeric_div,
															 NumericGetDatum(int64_to_numeric(1)),
															 NumericGetDatum(int64_to_numeric(INT64CONST(3600000000)))));
		r->priced = palloc0(sizeof(bool) * (c->ngpus + 1));
		r->price = palloc0(sizeof(Numeric) * (c->ngpus + 1));
		MemoryContextSwitchTo(old);
		c->review = r;
	}
	return r;
}

/*
 * gpu_hour_price(gpu, 'on_demand', at) of GPU g, NULL where none: asked
 * once per GPU and date in a query, as jobs repeat both
 */
static Numeric
gpu_hour(FunctionCallInfo fcinfo, RankCache *c, int g, DateADT date)
{
	ReviewState *r = review_state(fcinfo, c);

	if (date != r->price_date)
	{
		memset(r->priced, 0, sizeof(bool) * (c->ngpus + 1));
		r->price_date = date;
	}
	if (!r->priced[g])
	{
		double		per_gpu = cheapest_gpu_hour(c, g, date, 0);

		r->price[g] = NULL;
		if (per_gpu >= 0)
		{
			MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);

			r->price[g] = DatumGetNumeric(numeric_of(per_gpu, 6));
			MemoryContextSwitchTo(old);
		}
		r->priced[g] = true;
	}
	return r->price[g];
}

/*
 * An always-on service: review_service() with the same arguments, its row
 * into the result (its plan is prepared once per query)
 */
static void
review_service(FunctionCallInfo fcinfo, RankCache *c, ReturnSetInfo *rsinfo)
{
	ReviewState *r = review_state(fcinfo, c);
	Datum		values[R_NARGS];
	char		nulls[R_NARGS];
	Datum		row[C_NCOLS];
	bool		rnulls[C_NCOLS];

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (r->service == NULL)
	{
		Oid			types[R_NARGS];
		StringInfoData q;
		HeapTuple	proc = SearchSysCache1(PROCOID, ObjectIdGetDatum(fcinfo->flinfo->fn_oid));

		if (!HeapTupleIsValid(proc))
			elog(ERROR, "cache lookup failed for function %u", fcinfo->flinfo->fn_oid);
		memcpy(types, ((Form_pg_proc) GETSTRUCT(proc))->proargtypes.values, sizeof(Oid) * R_NARGS);
		ReleaseSysCache(proc);
		initStringInfo(&q);
		appendStringInfo(&q, "SELECT * FROM %s.review_service(",
						 quote_identifier(get_namespace_name(get_func_namespace(fcinfo->flinfo->fn_oid))));
		for (int i = 0; i < R_NARGS; i++)
			appendStringInfo(&q, "%s$%d", i ? ", " : "", i + 1);
		appendStringInfoChar(&q, ')');
		r->service = SPI_prepare(q.data, R_NARGS, types);
		if (r->service == NULL)
			elog(ERROR, "SPI_prepare failed: %s", SPI_result_code_string(SPI_result));
		SPI_keepplan(r->service);
	}
	for (int i = 0; i < R_NARGS; i++)
	{
		values[i] = PG_GETARG_DATUM(i);
		nulls[i] = PG_ARGISNULL(i) ? 'n' : ' ';
	}
	if (SPI_execute_plan(r->service, values, nulls, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "review_service() failed");
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		heap_deform_tuple(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, row, rnulls);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, row, rnulls);
	}
	SPI_finish();
}

/* numeric a x b, a - b, round(a, 2) */
static inline Datum
num_mul(Datum a, Datum b)
{
	return DirectFunctionCall2(numeric_mul, a, b);
}

static inline Datum
num_round2(Datum a)
{
	return DirectFunctionCall2(numeric_round, a, Int32GetDatum(2));
}

static inline Datum
float_num(double x)
{
	return DirectFunctionCall1(float8_numeric, Float8GetDatum(x));
}

/*
 * The logged run against the model: hours over the model's hours on the
 * GPUs it ran on, at least 1 (the model's time as duration() gives it, an
 * interval of whole microseconds, in hours as numeric divides them)
 */
static double
slowdown(FunctionCallInfo fcinfo, RankCache *c, const CsArch *arch, const CsJob *job, int g,
		 double hours)
{
	ReviewState *r = review_state(fcinfo, c);
	int			gpus = gpus_argument(fcinfo, R_GPU_COUNT);
	Interval   *model_time;
	Numeric		model;

	cs_check_gpu_count(arch, job, gpus);
	model_time = seconds_interval(job_seconds(c, arch, job, g, gpus, 0));
	model = DatumGetNumeric(DirectFunctionCall2(numeric_div,
												NumericGetDatum(int64_div_fast_to_numeric(model_time->time, 6)),
												NumericGetDatum(r->per_hour)));
	if (DatumGetBool(DirectFunctionCall2(numeric_lt, NumericGetDatum(model), NumericGetDatum(r->least_hours))))
		model = r->least_hours;
	return Max(1.0, hours / DatumGetFloat8(DirectFunctionCall1(numeric_float8, NumericGetDatum(model))));
}

/* review_job()'s recommend() call: its arguments in recommend()'s places */
static void
recommend_args(FunctionCallInfo fcinfo, FunctionCallInfo rf)
{
	static const int from[12] = {R_W, R_OBJECTIVE, R_PRICING, -1, -1, -1, R_AT, R_PROVIDERS,
	R_REGIONS, R_HOST_ARCH, R_RESERVED, -1};

	InitFunctionCallInfoData(*rf, fcinfo->flinfo, 12, fcinfo->fncollation, NULL, NULL);
	for (int i = 0; i < 12; i++)
	{
		rf->args[i].value = from[i] >= 0 ? fcinfo->args[from[i]].value : (Datum) 0;
		rf->args[i].isnull = from[i] >= 0 ? fcinfo->args[from[i]].isnull : true;
	}
	rf->args[3].value = Int32GetDatum(8);	/* max_gpus */
	rf->args[3].isnull = false;
	rf->args[11].value = BoolGetDatum(false);	/* notice */
	rf->args[11].isnull = false;
}

/*
 * review_job(w, gpu, gpu_count, hours, cost, peak, utilization, objective,
 * pricing, at, providers, regions, host_arch, reserved_utilization, rate,
 * p95_ms): one row, the review of a logged job (see the function's comment)
 */
PG_FUNCTION_INFO_V1(review_job);
Datum
review_job(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	LOCAL_FCINFO(rf, 12);
	RankCache  *c;
	CsArch		arch;
	CsJob		job;
	RankArgs	a;
	Candidate  *cands = NULL;
	CandidateCounts counts;
	Datum		v[C_NCOLS];
	bool		n[C_NCOLS];
	double		v_hours,
				v_cost,
				v_util;
	int64		v_peak;
	const double *hours;
	const int64 *peak;
	int			g = -1,
				ncands = 0;
	bool		has_needed = false;
	int64		needed = 0,
				gpu_memory = 0;
	double		slow = 1.0;
	Datum		cost_now = (Datum) 0;

	c = rank_cache(fcinfo);
	materialized_result(fcinfo, &review_state(fcinfo, c)->desc);
	hours = ARG_OR_NULL(hours, R_HOURS, PG_GETARG_FLOAT8);
	peak = ARG_OR_NULL(peak, R_PEAK, PG_GETARG_INT64);
	check_logged(hours,
				 PG_ARGISNULL(R_COST) ? NULL :
				 (v_cost = DatumGetFloat8(DirectFunctionCall1(numeric_float8_no_overflow, PG_GETARG_DATUM(R_COST))),
				  &v_cost),
				 ARG_OR_NULL(util, R_UTILIZATION, PG_GETARG_FLOAT8), peak);
	if (!PG_ARGISNULL(R_RATE) || !PG_ARGISNULL(R_P95))
	{
		review_service(fcinfo, c, rsinfo);
		return (Datum) 0;
	}
	memset(n, true, sizeof(n));

	/* the GPU it ran on, and today's cheapest on-demand price of its hours */
	if (!PG_ARGISNULL(R_GPU))
		g = find_gpu(c, text_to_cstring(PG_GETARG_TEXT_PP(R_GPU)));
	if (g >= 0)
	{
		DateADT		date = PG_ARGISNULL(R_AT) ? GetSQLCurrentDate() :
			DatumGetDateADT(DirectFunctionCall1(timestamptz_date, PG_GETARG_DATUM(R_AT)));
		Numeric		per_gpu = gpu_hour(fcinfo, c, g, date);

		gpu_memory = (int64) c->gpus[g].spec.memory;
		v[C_GPU_ID] = CStringGetTextDatum(c->gpus[g].id);
		v[C_MEMORY] = Int64GetDatum(gpu_memory);
		n[C_GPU_ID] = n[C_MEMORY] = false;
		if (per_gpu != NULL && hours != NULL && !PG_ARGISNULL(R_GPU_COUNT))
		{
			cost_now = num_mul(num_mul(NumericGetDatum(per_gpu),
									   NumericGetDatum(int64_to_numeric(PG_GETARG_INT32(R_GPU_COUNT)))),
							   float_num(*hours));
			v[C_COST_NOW] = num_round2(cost_now);
			n[C_COST_NOW] = false;
		}
	}

	/* the model's memory of the job, and the recommendation */
	recommend_args(fcinfo, rf);
	if (PG_ARGISNULL(R_W))
		rank_options(rf, c, &a);
	else
	{
		CsJob		sized;
		CsEstimate	est;
		CsBytes		b;
		int32		gpus;

		ncands = rank_call(rf, c, &arch, &job, &a, &cands, &counts);
		sized = job;
		if (!PG_ARGISNULL(R_GPU_COUNT))
			gpus = PG_GETARG_INT32(R_GPU_COUNT);
		cs_estimate_on(&arch, &sized, PG_ARGISNULL(R_GPU_COUNT) ? NULL : &gpus, &est, &b);
		needed = b.total;
		has_needed = true;
		v[C_NEEDED] = Int64GetDatum(needed);
		n[C_NEEDED] = false;
		if (g >= 0 && hours != NULL && *hours > 0)
			slow = slowdown(fcinfo, c, &arch, &job, g, *hours);
	}

	/* memory fill and risk: the logged peak over 90% of the card, or the model's over 95% */
	if (g >= 0 && (peak != NULL || has_needed))
	{
		int64		used = peak != NULL ? *peak : needed;

		v[C_FILL] = Float8GetDatum((double) used / (double) gpu_memory);
		v[C_OOM] = BoolGetDatum(peak != NULL ? (int128) used * 10 > (int128) gpu_memory * 9 :
								(int128) used * 20 > (int128) gpu_memory * 19);
		n[C_FILL] = n[C_OOM] = false;
	}
	if (!PG_ARGISNULL(R_UTILIZATION))
	{
		v[C_OVERPROVISIONED] = BoolGetDatum(PG_GETARG_FLOAT8(R_UTILIZATION) < 0.20);
		n[C_OVERPROVISIONED] = false;
	}
	v[C_SLOWDOWN] = Float8GetDatum(slow);
	n[C_SLOWDOWN] = false;

	if (ncands > 0)
	{
		const Candidate *cd = &cands[best_candidate(cands, ncands)];
		const Offer *o = &c->offers[cd->offer];
		double		run = cd->hours * slow;
		Datum		cost = num_mul(float_num(o->usd_per_hour),
								   float_num(cs_billed_hours(run, o->billing, o->billing_minimum)));

		v[C_GPU] = CStringGetTextDatum(c->gpus[o->gpu].id);
		v[C_GPU_COUNT] = Int32GetDatum(o->gpu_count);
		v[C_PROVIDER] = CStringGetTextDatum(o->provider);
		v[C_INSTANCE] = CStringGetTextDatum(o->instance_type);
		v[C_PRICING] = CStringGetTextDatum(pricing_names[o->pricing]);
		v[C_HOURS] = Float8GetDatum(run);
		v[C_COST] = num_round2(cost);
		n[C_GPU] = n[C_GPU_COUNT] = n[C_PROVIDER] = n[C_INSTANCE] = n[C_PRICING] = false;
		n[C_HOURS] = n[C_COST] = false;
		if (!PG_ARGISNULL(R_COST) || cost_now != (Datum) 0)
		{
			v[C_SAVINGS] = num_round2(DirectFunctionCall2(numeric_sub,
														  PG_ARGISNULL(R_COST) ? cost_now : PG_GETARG_DATUM(R_COST),
														  cost));
			n[C_SAVINGS] = false;
		}
	}
	else if (!PG_ARGISNULL(R_W))
	{
		Why			w;

		why_empty(c, &arch, &job, &a, &counts, &w);
		v[C_REASON] = CStringGetTextDatum(psprintf("%s. %s", w.msg, w.hint));
		n[C_REASON] = false;
	}
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, v, n);
	return (Datum) 0;
}
