/*
 * deform.c
 *		A composite value's columns by a per-query plan.
 *
 * heap_deform_tuple() spends most of a workload's decoding: it reads each
 * column's length, alignment and pass-by-value flag from the row type and
 * keeps cached offsets, which stop helping at the first varlena or null.  A
 * workload's columns are all numbers passed by value and varlenas, so a plan
 * of lengths and alignment masks, made once per query, takes a value apart
 * with the same arithmetic (att_align_pointer(), fetch_att(),
 * att_addlength_pointer()) in a tighter loop.  A row type with a column of
 * another kind is an internal error: the workload has none.
 */
#include "deform.h"

#include "access/tupmacs.h"
#include "utils/memutils.h"

static inline uint8 *
plan_masks(const CsDeformPlan *plan)
{
	return (uint8 *) &plan->len[plan->natts];
}

CsDeformPlan *
cs_deform_plan(TupleDesc desc, MemoryContext mcxt)
{
	CsDeformPlan *plan = MemoryContextAlloc(mcxt, offsetof(CsDeformPlan, len) + 2 * desc->natts);
	uint8	   *mask;

	plan->natts = desc->natts;
	mask = plan_masks(plan);
	for (int i = 0; i < desc->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(desc, i);

		/* a dropped column keeps its length and alignment: read it alike */
		if (att->attlen == -1)
			plan->len[i] = -1;
		else if (att->attbyval && (att->attlen == 1 || att->attlen == 2 ||
								   att->attlen == 4 || att->attlen == 8))
			plan->len[i] = (int8) att->attlen;
		else
			elog(ERROR, "column %d of type %u is neither a varlena nor a number passed by value",
				 i + 1, att->atttypid);
		switch (att->attalign)
		{
			case TYPALIGN_CHAR:
				mask[i] = 0;
				break;
			case TYPALIGN_SHORT:
				mask[i] = ALIGNOF_SHORT - 1;
				break;
			case TYPALIGN_INT:
				mask[i] = ALIGNOF_INT - 1;
				break;
			default:
				mask[i] = ALIGNOF_DOUBLE - 1;
				break;
		}
	}
	return plan;
}

void
cs_deform(HeapTupleHeader tup, const CsDeformPlan *plan, Datum *values, bool *isnull)
{
	int			natts = Min(HeapTupleHeaderGetNatts(tup), plan->natts);
	bool		hasnulls = (tup->t_infomask & HEAP_HASNULL) != 0;
	const bits8 *bp = tup->t_bits;
	const char *tp = (const char *) tup + tup->t_hoff;
	const uint8 *mask = plan_masks(plan);
	uintptr_t	off = 0;
	int			i;

	for (i = 0; i < natts; i++)
	{
		int			len = plan->len[i];

		if (hasnulls && att_isnull(i, bp))
		{
			values[i] = (Datum) 0;
			isnull[i] = true;
			continue;
		}
		isnull[i] = false;
		if (len < 0)
		{
			/* a pad byte is zero; a short (1-byte) header never is */
			if (tp[off] == 0)
				off = (off + mask[i]) & ~(uintptr_t) mask[i];
			values[i] = PointerGetDatum(tp + off);
			off += VARSIZE_ANY(tp + off);
			continue;
		}
		off = (off + mask[i]) & ~(uintptr_t) mask[i];
		switch (len)
		{
			case 8:
				values[i] = *(const Datum *) (tp + off);
				break;
			case 4:
				values[i] = Int32GetDatum(*(const int32 *) (tp + off));
				break;
			case 2:
				values[i] = Int16GetDatum(*(const int16 *) (tp + off));
				break;
			default:
				values[i] = CharGetDatum(*(const char *) (tp + off));
				break;
		}
		off += len;
	}
	for (; i < plan->natts; i++)
	{
		values[i] = (Datum) 0;
		isnull[i] = true;
	}
}
