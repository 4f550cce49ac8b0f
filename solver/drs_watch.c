/* drs_watch.c -- the wall-time guard of Z3 checks: one watchdog thread per
 * solver object instead of Z3's per-check timer.
 *
 * Every check drsat makes has a wall-time limit as a last guard (its
 * deterministic limit is the rlimit; drs_zslot.c).  Z3 4.8.12 implements
 * its "timeout" parameter with a scoped timer per check: a worker thread
 * is handed the timer, woken through a futex, and the check's end waits
 * for it with sched_yield.  On NPB LU (about 3,000 checks) that was 9% of
 * the compile (perf: futex, sched_yield, clone3).
 *
 * Here one thread, started with the first timed check, wakes every
 * DRS_WATCH_PERIOD_MS and interrupts the running check (Z3_interrupt) once
 * its deadline has passed.  Arming and disarming a check only take an
 * uncontended mutex: no system call.  A deadline is overshot by at most
 * the period, which is fine for a last guard.  Z3_interrupt acts only on
 * a check in progress (the API's interrupt handler is set for the check's
 * duration), and the thread holds the mutex while it interrupts, so an
 * interrupt meant for one check cannot reach the next: that one is armed
 * only after the mutex is free again.
 *
 * When the thread cannot be started, drs_watch_ok_ says so and the caller
 * gives the limit to Z3 as before. */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <z3.h>

#include "drs_solver_int.h"

#define DRS_WATCH_PERIOD_MS 10

struct drs_watch {
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    Z3_context z;
    bool started;    /* th runs */
    bool failed;     /* it could not be started: no guard from here */
    bool stop;       /* asks th to end */
    bool armed;      /* a check runs with a deadline */
    bool fired;      /* the armed check was interrupted */
    double deadline; /* drs_now_s_() seconds */
};

static void *watch_main(void *arg)
{
    drs_watch *w = arg;
    pthread_mutex_lock(&w->mu);
    while (!w->stop) {
        double now = drs_now_s_();
        if (w->armed && now >= w->deadline) {
            Z3_interrupt(w->z);
            w->armed = false;
            w->fired = true;
        }
        double until = now + DRS_WATCH_PERIOD_MS * 1e-3;
        if (w->armed && w->deadline < until)
            until = w->deadline;
        struct timespec ts;
        ts.tv_sec = (time_t)until;
        ts.tv_nsec = (long)((until - (double)ts.tv_sec) * 1e9);
        if (ts.tv_nsec >= 1000000000L) {
            ts.tv_sec++;
            ts.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&w->cv, &w->mu, &ts);
    }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

drs_watch *drs_watch_new_(Z3_context z)
{
    drs_watch *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->z = z;
    pthread_condattr_t ca;
    if (pthread_mutex_init(&w->mu, NULL) != 0) {
        free(w);
        return NULL;
    }
    /* drs_now_s_ reads CLOCK_MONOTONIC: the waits must use it too */
    if (pthread_condattr_init(&ca) != 0 ||
        pthread_condattr_setclock(&ca, CLOCK_MONOTONIC) != 0 ||
        pthread_cond_init(&w->cv, &ca) != 0) {
        pthread_mutex_destroy(&w->mu);
        free(w);
        return NULL;
    }
    pthread_condattr_destroy(&ca);
    return w;
}

bool drs_watch_ok_(drs_watch *w)
{
    if (!w || w->failed)
        return false;
    if (!w->started) {
        if (pthread_create(&w->th, NULL, watch_main, w) != 0) {
            w->failed = true;
            return false;
        }
        w->started = true;
    }
    return true;
}

Z3_lbool drs_watch_check_(drs_watch *w, Z3_context z, Z3_solver s, unsigned ms)
{
    bool guard = ms != 0 && ms != UINT32_MAX && drs_watch_ok_(w);
    if (guard) {
        pthread_mutex_lock(&w->mu);
        w->deadline = drs_now_s_() + ms * 1e-3;
        w->armed = true;
        w->fired = false;
        pthread_mutex_unlock(&w->mu);
    } else if (w) {
        w->fired = false;
    }
    Z3_lbool r = Z3_solver_check(z, s);
    if (guard) {
        pthread_mutex_lock(&w->mu);
        w->armed = false;
        pthread_mutex_unlock(&w->mu);
    }
    return r;
}

bool drs_watch_fired_(const drs_watch *w)
{
    return w && w->fired;
}

void drs_watch_free_(drs_watch *w)
{
    if (!w)
        return;
    if (w->started) {
        pthread_mutex_lock(&w->mu);
        w->stop = true;
        pthread_cond_signal(&w->cv);
        pthread_mutex_unlock(&w->mu);
        pthread_join(w->th, NULL);
    }
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    free(w);
}
