/* drs_context.c -- the solver object: options, the time budget, and the Z3
 * context, created only when a pair first needs it.
 *
 * Most translation units never need Z3: the cheap filters (drs_filter.c)
 * decide every pair of about two thirds of DataRaceBench's files.  The
 * context is therefore made by the first pair that reaches Z3
 * (drs_solver_ready_), not by drs_solver_new.
 *
 * Making a Z3 4.8.12 context allocates and initialises two 8.5 MB tables
 * (about 4,200 fresh pages).  On virtual machines where every page fault
 * traps to the hypervisor (the project's CI and bench machines: ~11 us per
 * fault) that is ~45 ms, more than a whole -fsyntax-only run of a small
 * file.  Before the first context, when opt.prefault_mb > 0 and the C
 * library is glibc on Linux, drs_solver_ready_ therefore makes the next
 * prefault_mb MiB of the heap resident in one madvise(MADV_POPULATE_WRITE)
 * call (~0.15 ms per MiB here) and lets Z3's large blocks come from that
 * heap instead of fresh mappings: glibc's mmap threshold is raised to
 * 64 MiB and its trim threshold so that the populated block, once freed,
 * stays in the heap.  Both are process-wide malloc settings: in a compile
 * they apply from the end of the translation unit on; prefault_mb = 0
 * leaves malloc alone.  Measured: context 47 ms -> 3 ms + 10 ms
 * (bench/README.md has the effect on whole compiles).  Where faults are
 * cheap (~1.3 us each on the 2026-11 bench machine) the bulk population
 * only adds its own cost, 2 to 6 ms per compile that reaches Z3: a probe
 * of DRS_PROBE_PAGES faults first decides whether to do it at all.
 * Either way the block is advised to use transparent huge pages
 * (MADV_HUGEPAGE; Debian's kernels default to THP "madvise"), so the
 * tables take ~8 faults of 2 MiB instead of ~4,200 of 4 KiB: measured on
 * a racy DataRaceBench file, the plugin's extra time over plain
 * -fsyntax-only went from 12.6 to 7.0 ms (median of 40 runs).
 */
#define _GNU_SOURCE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define DRS_CAN_PREFAULT 1
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23   /* Linux >= 5.14; older kernels say EINVAL */
#endif
#endif

#include "drs_solver_int.h"

double drs_now_s_(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

char *drs_strdup_(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* ---- public small things ------------------------------------------------ */

void drs_options_default(drs_options *o)
{
    memset(o, 0, sizeof *o);
    o->budget_mu = 24;
    o->timeout_ms = 30000;
    o->budget_ms = 60000;
    o->prefault_mb = 24;
}

const char *drs_verdict_name(drs_verdict v)
{
    switch (v) {
    case DRS_VERDICT_RACE_FREE: return "race-free";
    case DRS_VERDICT_RACE: return "race";
    case DRS_VERDICT_POSSIBLE_RACE: return "possible-race";
    default: return "not-analyzed";
    }
}

void drs_race_clear_(drs_race *x)
{
    free(x->element);
    free(x->iter1);
    free(x->iter2);
    free(x->when);
    free(x->message);
    free(x->note);
    free(x->needs);
    free(x->why);
    free(x->fix);
    for (int k = 0; k < x->n_values; k++)
        free(x->values[k].label);
    free(x->values);
}

void drs_result_free(drs_result *r)
{
    if (!r)
        return;
    for (int k = 0; k < r->n_races; k++)
        drs_race_clear_(&r->races[k]);
    free(r->races);
    for (int k = 0; k < r->n_oob; k++)
        free(r->oob[k].message);
    free(r->oob);
    for (int k = 0; k < r->n_assumptions; k++)
        free(r->assumptions[k]);
    free(r->assumptions);
    free(r->reason);
    free(r->undecided);
    free(r);
}

/* ---- the solver object ---------------------------------------------------- */

static void ignore_z3_error(Z3_context c, Z3_error_code e)
{
    (void)c;
    (void)e;   /* polled with Z3_get_error_code */
}

static Z3_tactic mk_tactic(Z3_context z, const char *name)
{
    Z3_tactic t = Z3_mk_tactic(z, name);
    if (t)
        Z3_tactic_inc_ref(z, t);
    if (t && Z3_get_error_code(z) != Z3_OK) {
        Z3_tactic_dec_ref(z, t);
        t = NULL;
    }
    return t;
}

/* t = a then b; consumes the references of a and b. */
static Z3_tactic then_tactic(Z3_context z, Z3_tactic a, Z3_tactic b, bool or_else)
{
    Z3_tactic t = NULL;
    if (a && b) {
        t = or_else ? Z3_tactic_or_else(z, a, b) : Z3_tactic_and_then(z, a, b);
        if (t)
            Z3_tactic_inc_ref(z, t);
        if (t && Z3_get_error_code(z) != Z3_OK) {
            Z3_tactic_dec_ref(z, t);
            t = NULL;
        }
    }
    if (a)
        Z3_tactic_dec_ref(z, a);
    if (b)
        Z3_tactic_dec_ref(z, b);
    return t;
}

drs_solver *drs_solver_new(const drs_options *o, char *err, size_t errlen)
{
    drs_solver *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (o)
        s->opt = *o;
    else
        drs_options_default(&s->opt);
    s->t_start = drs_now_s_();
    return s;
}

void drs_solver_free(drs_solver *s)
{
    if (!s)
        return;
    drs_watch_free_(s->watch);
    drs_run_memo_free_(s->runs);
    if (s->tactic)
        Z3_tactic_dec_ref(s->z, s->tactic);
    if (s->z)
        Z3_del_context(s->z);
    free(s->z_error);
    free(s);
}

/* Makes the next mb MiB of the heap resident at once (see the file
 * comment), where page faults are slow. */
#define DRS_PROBE_PAGES 64
#define DRS_PROBE_US 4.0
static void prefault_heap(unsigned mb)
{
#ifdef DRS_CAN_PREFAULT
    if (mb == 0)
        return;
    if (mb > 1024)
        mb = 1024;
    size_t n = (size_t)mb << 20;
    long pg = sysconf(_SC_PAGESIZE);
    if (pg <= 0)
        return;
    /* Is a demand fault slow here?  Touch DRS_PROBE_PAGES fresh pages one
     * by one: where each costs under DRS_PROBE_US (bare metal, most
     * hosts: ~1 us), populating in bulk gains nothing and its own cost
     * (~0.2 ms per MiB) is pure overhead: the block is only advised to
     * use transparent huge pages. */
    char *q = mmap(NULL, (size_t)DRS_PROBE_PAGES * (size_t)pg, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (q == MAP_FAILED)
        return;
    double t0 = drs_now_s_();
    for (int k = 0; k < DRS_PROBE_PAGES; k++)
        ((volatile char *)q)[(size_t)k * (size_t)pg] = 1;
    double per_fault_us = (drs_now_s_() - t0) * 1e6 / DRS_PROBE_PAGES;
    munmap(q, (size_t)DRS_PROBE_PAGES * (size_t)pg);
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, (int)((n + ((size_t)64 << 20)) < ((size_t)1 << 30)
                                        ? n + ((size_t)64 << 20) : ((size_t)1 << 30)));
    char *p = malloc(n);
    if (!p)
        return;
    /* Huge pages: one fault per 2 MiB where the kernel has them (THP
     * "madvise" or "always"); where it has none, the advice is ignored. */
    size_t huge = (size_t)2 << 20;
    uintptr_t h = ((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1);
    uintptr_t a = ((uintptr_t)p + (uintptr_t)pg - 1) & ~((uintptr_t)pg - 1);
    uintptr_t b = ((uintptr_t)p + n) & ~((uintptr_t)pg - 1);
    if (b > h)
        (void)madvise((void *)h, b - h, MADV_HUGEPAGE);   /* a hint only */
    if (per_fault_us >= DRS_PROBE_US && b > a)
        (void)madvise((void *)a, b - a, MADV_POPULATE_WRITE);   /* a hint only */
    free(p);
#else
    (void)mb;
#endif
}

bool drs_solver_ready_(drs_solver *s, const char **why)
{
    if (s->z) {
        *why = NULL;
        return true;
    }
    if (s->z_error) {
        *why = s->z_error;
        return false;
    }
    prefault_heap(s->opt.prefault_mb);
    const char *fail = NULL;
    Z3_config cfg = Z3_mk_config();
    Z3_context z = NULL;
    if (!cfg) {
        fail = "internal solver error: cannot make a Z3 configuration";
    } else {
        Z3_set_param_value(cfg, "model", "true");
        z = Z3_mk_context(cfg);
        Z3_del_config(cfg);
        if (!z)
            fail = "internal solver error: cannot make a Z3 context";
    }
    if (z)
        Z3_set_error_handler(z, ignore_z3_error);
    if (!z) {
        s->z_error = drs_strdup_(fail);
        *why = s->z_error ? s->z_error : "out of memory";
        return false;
    }
    s->z = z;
    s->watch = drs_watch_new_(z);   /* NULL: Z3's own timer instead */
    *why = NULL;
    return true;
}

Z3_tactic drs_solver_tactic_(drs_solver *s)
{
    /* made by the first query the incremental solver gives up on: most
     * translation units never need it (about 0.4 ms) */
    if (s->tactic || !s->z)
        return s->tactic;
    Z3_context z = s->z;
    static const char *const chain[] = {"simplify", "propagate-values", "solve-eqs",
                                        "bit-blast", "sat"};
    Z3_tactic t = mk_tactic(z, chain[0]);
    for (size_t k = 1; k < sizeof chain / sizeof chain[0]; k++)
        t = then_tactic(z, t, mk_tactic(z, chain[k]), false);
    t = then_tactic(z, t, mk_tactic(z, "smt"), true);
    s->tactic = t;
    return t;
}

uint64_t drs_units_left_(const drs_solver *s)
{
    if (s->opt.budget_mu == 0)
        return UINT64_MAX;
    uint64_t budget = (uint64_t)s->opt.budget_mu * 1000000u;
    return s->units_used >= budget ? 0 : budget - s->units_used;
}

void drs_note_units_(drs_solver *s, Z3_solver zs)
{
    Z3_context z = s->z;
    Z3_stats st = Z3_solver_get_statistics(z, zs);
    if (!st || Z3_get_error_code(z) != Z3_OK)
        return;
    Z3_stats_inc_ref(z, st);
    for (unsigned i = 0; i < Z3_stats_size(z, st); i++) {
        const char *k = Z3_stats_get_key(z, st, i);
        if (k && strcmp(k, "rlimit count") == 0 && Z3_stats_is_uint(z, st, i)) {
            uint64_t n = Z3_stats_get_uint_value(z, st, i);
            if (n > s->units_used)   /* the context's count: cumulative */
                s->units_used = n;
        }
    }
    Z3_stats_dec_ref(z, st);
}

const char *drs_budget_reason_(const drs_solver *s)
{
    return drs_units_left_(s) == 0 ? "solver budget exhausted" : "time budget exhausted";
}

unsigned drs_budget_left_ms_(const drs_solver *s)
{
    if (s->opt.budget_ms == 0)
        return UINT32_MAX;
    double used = (drs_now_s_() - s->t_start) * 1000.0;
    if (used >= (double)s->opt.budget_ms)
        return 0;
    unsigned left = (unsigned)((double)s->opt.budget_ms - used);
    return left ? left : 1;
}
