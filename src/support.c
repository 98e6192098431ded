/*
 * support.c
 *		memory()'s planner support function: rewrites memory(training_job(
 *		...), g) and memory(inference_job(...), g) into one call each, and
 *		a column of such a call into a call that computes that column alone.
 *
 * memory(training_job(a, ...), g) becomes training_memory(a, ..., g), and
 * likewise for inference_job, so that a query over millions of rows does not
 * build and take apart a workload value per row.
 *
 * Where every use of the call in its query takes one column of it, as in
 * (memory(training_job(...))).total, the call becomes instead
 *
 *     ROW(training_memory_part(a, ..., g, 1), ..., training_memory_part(a, ..., g, 7),
 *         (training_memory(a, ..., g)).gpus, ...)
 *
 * a row of the type memory_estimate whose sizes are each computed alone (the
 * two columns that are not sizes, gpus and trainable_params, are read from
 * the whole estimate).  The planner's simplification of a column of a ROW()
 * expression (PostgreSQL's eval_const_expressions()) then keeps only the
 * column taken: training_memory_part(a, ..., g, 7) for .total, a size
 * returned by value with no memory_estimate row built, copied and taken
 * apart on every row.  A use of the whole value (memory(...) alone, in a
 * comparison, GROUP BY memory(...)) keeps the single call: the row would
 * compute the estimate once per column.
 *
 * A support function sees the call, not what is done with its result: it
 * looks for the call in the query being planned (the planner's root), by the
 * position of its first argument in the query's text.  A call it cannot
 * find there (inside an inlined SQL function, a ROW() expression, a call
 * the planner made itself) keeps the single call.  Either form gives the
 * same values, so the choice is one of speed only.  Anything else is left
 * alone.
 */
#include "postgres.h"

#include "fmgr.h"
#include "catalog/pg_type.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/pathnodes.h"
#include "nodes/supportnodes.h"
#include "parser/parse_func.h"
#include "utils/lsyscache.h"
#include "utils/typcache.h"

/* what field_walker() looks for, and what it found */
typedef struct FieldUse
{
	Oid			memory_fn;		/* memory() */
	Oid			inner_fn;		/* training_job() or inference_job() */
	int			location;		/* of the inner call in the query's text */
	int			columns;		/* uses that take one column */
	int			whole;			/* uses of the whole value */
} FieldUse;

/* the argument of a parse tree's call given for its first parameter */
static Node *
first_argument(List *args)
{
	ListCell   *lc;

	foreach(lc, args)
	{
		Node	   *arg = lfirst(lc);

		if (!IsA(arg, NamedArgExpr))
			return lc == list_head(args) ? arg : NULL;
		if (((NamedArgExpr *) arg)->argnumber == 0)
			return (Node *) ((NamedArgExpr *) arg)->arg;
	}
	return NULL;
}

/* is node the call being planned, as the query's parse tree has it? */
static bool
is_the_call(Node *node, const FieldUse *use)
{
	Node	   *inner;

	if (node == NULL || !IsA(node, FuncExpr) || ((FuncExpr *) node)->funcid != use->memory_fn)
		return false;
	inner = first_argument(((FuncExpr *) node)->args);
	return inner != NULL && IsA(inner, FuncExpr) &&
		((FuncExpr *) inner)->funcid == use->inner_fn &&
		((FuncExpr *) inner)->location == use->location;
}

static bool
field_walker(Node *node, FieldUse *use)
{
	if (node == NULL)
		return false;
	if (IsA(node, Query))
		return false;			/* a sublink's query: planned on its own */
	if (IsA(node, FieldSelect) && is_the_call((Node *) ((FieldSelect *) node)->arg, use))
	{
		use->columns++;
		return expression_tree_walker((Node *) ((FuncExpr *) ((FieldSelect *) node)->arg)->args,
									  field_walker, use);
	}
	if (is_the_call(node, use))
		use->whole++;
	return expression_tree_walker(node, field_walker, use);
}

/*
 * Does every use of memory(inner, ...) in the query being planned take one
 * column of it?  False where the call is not found.
 */
static bool
columns_only(PlannerInfo *root, Oid memory_fn, const FuncExpr *inner)
{
	FieldUse	use = {memory_fn, inner->funcid, inner->location, 0, 0};

	if (root == NULL || root->parse == NULL || inner->location < 0)
		return false;
	/* this query level only: subqueries in the range table are planned apart */
	(void) query_tree_walker(root->parse, field_walker, &use, QTW_IGNORE_RC_SUBQUERIES);
	return use.columns > 0 && use.whole == 0;
}

/*
 * ROW(...) of type rowtype whose size columns are part_fn(args..., n) and
 * whose other columns are (whole).column; NULL if the type has a dropped
 * column
 */
static Node *
columns_row(Oid rowtype, Oid part_fn, Oid size_type, List *args, const FuncExpr *whole)
{
	TupleDesc	desc = lookup_rowtype_tupdesc(rowtype, -1);
	RowExpr    *row = makeNode(RowExpr);

	row->row_typeid = rowtype;
	row->row_format = COERCE_IMPLICIT_CAST;
	row->location = -1;
	for (int i = 0; i < desc->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(desc, i);
		Node	   *col;

		if (att->attisdropped)
		{
			ReleaseTupleDesc(desc);
			return NULL;
		}
		if (att->atttypid == size_type)
			col = (Node *) makeFuncExpr(part_fn, size_type,
										lappend(copyObject(args),
												makeConst(INT4OID, -1, InvalidOid, sizeof(int32),
														  Int32GetDatum(i + 1), false, true)),
										InvalidOid, whole->inputcollid, COERCE_EXPLICIT_CALL);
		else
		{
			FieldSelect *fs = makeNode(FieldSelect);

			fs->arg = (Expr *) copyObject(whole);
			fs->fieldnum = i + 1;
			fs->resulttype = att->atttypid;
			fs->resulttypmod = att->atttypmod;
			fs->resultcollid = att->attcollation;
			col = (Node *) fs;
		}
		row->args = lappend(row->args, col);
		row->colnames = lappend(row->colnames, makeString(pstrdup(NameStr(att->attname))));
	}
	ReleaseTupleDesc(desc);
	return (Node *) row;
}

/* the function nsp.name(argtypes), or InvalidOid */
static Oid
function_in(Oid nsp, const char *name, int nargs, const Oid *argtypes)
{
	return LookupFuncName(list_make2(makeString(get_namespace_name(nsp)),
									 makeString(pstrdup(name))),
						  nargs, argtypes, true);
}

PG_FUNCTION_INFO_V1(memory_support);
Datum
memory_support(PG_FUNCTION_ARGS)
{
	Node	   *rawreq = (Node *) PG_GETARG_POINTER(0);
	SupportRequestSimplify *req;
	FuncExpr   *outer,
			   *inner;
	Oid			nsp;
	const char *inner_name,
			   *direct_name,
			   *part_name;
	List	   *args;
	Oid			argtypes[FUNC_MAX_ARGS];
	int			nargs = 0;
	ListCell   *lc;
	Oid			direct,
				part;
	FuncExpr   *result;

	if (!IsA(rawreq, SupportRequestSimplify))
		PG_RETURN_POINTER(NULL);
	req = (SupportRequestSimplify *) rawreq;
	outer = req->fcall;
	if (list_length(outer->args) != 2 || !IsA(linitial(outer->args), FuncExpr))
		PG_RETURN_POINTER(NULL);
	inner = (FuncExpr *) linitial(outer->args);
	nsp = get_func_namespace(outer->funcid);
	if (get_func_namespace(inner->funcid) != nsp)
		PG_RETURN_POINTER(NULL);
	inner_name = get_func_name(inner->funcid);
	if (inner_name == NULL)
		PG_RETURN_POINTER(NULL);
	if (strcmp(inner_name, "training_job") == 0)
	{
		direct_name = "training_memory";
		part_name = "training_memory_part";
	}
	else if (strcmp(inner_name, "inference_job") == 0)
	{
		direct_name = "inference_memory";
		part_name = "inference_memory_part";
	}
	else
		PG_RETURN_POINTER(NULL);

	args = list_copy(inner->args);
	args = lappend(args, lsecond(outer->args));
	if (list_length(args) > FUNC_MAX_ARGS)
		PG_RETURN_POINTER(NULL);
	foreach(lc, args)
		argtypes[nargs++] = exprType((Node *) lfirst(lc));
	direct = function_in(nsp, direct_name, nargs, argtypes);
	if (!OidIsValid(direct))
		PG_RETURN_POINTER(NULL);
	result = makeFuncExpr(direct, outer->funcresulttype, args,
						  InvalidOid, inner->inputcollid, COERCE_EXPLICIT_CALL);

	/* a query that takes only columns of the call reads each through its part function */
	if (nargs < FUNC_MAX_ARGS && columns_only(req->root, outer->funcid, inner))
	{
		argtypes[nargs] = INT4OID;
		part = function_in(nsp, part_name, nargs + 1, argtypes);
		if (OidIsValid(part))
		{
			Node	   *row = columns_row(outer->funcresulttype, part, get_func_rettype(part),
										  args, result);

			if (row != NULL)
				PG_RETURN_POINTER(row);
		}
	}
	PG_RETURN_POINTER(result);
}
