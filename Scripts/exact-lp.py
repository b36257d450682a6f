#!/usr/bin/env python3
"""An exact lexicographic LP (rational arithmetic): a referee for the solver and HiGHS where
rounding is in doubt, as with constants of 1e6.

The model of Scripts/lp-oracle.py: for each optional level from the highest down, the smallest
sum of its errors with the levels above fixed at their exact optima (no room), then the range of
variables over that face. A dense two-phase simplex over Fractions with Bland's rule: no
tolerance, no cycling; slow (seconds for 30 constraints), for small systems only. The system's
numbers are read as the exact binary fractions they are. Every constraint is kept (no
rejections): give it a system whose required constraints hold together, such as the one a
failing property test prints.

  exact-lp.py FILE [VARIABLE ...]   # the first system of FILE (lp-oracle JSON); all variables by default
  exact-lp.py --decimal FILE [...]  # numbers read as the shortest decimals that print them

`--decimal` is for a system whose required constraints hold in decimal but not in binary (the
generators draw decimals: `-2.243*x12 + 29.299 + 5*x1 == 0` and `-3.524*x12 - 24.668 <= 0` both
give x12 = -7 in decimal, and exclude each other by 1e-16 in binary).
"""
import json
import sys
from fractions import Fraction as F

REQUIRED = 1000.0


def simplex_min(c, A, b):
    """min c.x s.t. A x = b, x >= 0 (b any sign). Returns ('optimal', value, x) / ('infeasible',) / ('unbounded',)."""
    m, n = len(A), len(c)
    A = [row[:] for row in A]
    b = b[:]
    for i in range(m):
        if b[i] < 0:
            A[i] = [-a for a in A[i]]
            b[i] = -b[i]
    # Tableau with artificials n..n+m-1.
    T = [A[i] + [F(1) if j == i else F(0) for j in range(m)] + [b[i]] for i in range(m)]
    basis = [n + i for i in range(m)]
    N = n + m

    def pivot(r, col):
        pr = T[r]
        p = pr[col]
        pr = [v / p for v in pr]
        T[r] = pr
        for i in range(m):
            if i != r and T[i][col] != 0:
                f = T[i][col]
                Ti = T[i]
                T[i] = [Ti[j] - f * pr[j] for j in range(N + 1)]
        basis[r] = col

    def run(cost, allowed):
        while True:
            # reduced costs
            entering = None
            for j in range(N):
                if not allowed(j) or j in basis:
                    continue
                d = cost[j] - sum(cost[basis[i]] * T[i][j] for i in range(m))
                if d < 0:
                    entering = j
                    break  # Bland: smallest index
            if entering is None:
                return 'optimal'
            best = None
            for i in range(m):
                a = T[i][entering]
                if a > 0:
                    ratio = T[i][N] / a
                    if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                        best = (ratio, i)
            if best is None:
                return 'unbounded'
            pivot(best[1], entering)

    phase1 = [F(0)] * n + [F(1)] * m
    run(phase1, lambda j: True)
    if sum(T[i][N] for i in range(m) if basis[i] >= n) != 0:
        return ('infeasible',)
    # Drive artificials out of the basis where possible.
    for i in range(m):
        if basis[i] >= n:
            for j in range(n):
                if T[i][j] != 0 and j not in basis:
                    pivot(i, j)
                    break
    cost = list(c) + [F(0)] * m
    status = run(cost, lambda j: j < n)
    if status == 'unbounded':
        return ('unbounded',)
    x = [F(0)] * n
    for i in range(m):
        if basis[i] < n:
            x[basis[i]] = T[i][N]
    return ('optimal', sum(c[j] * x[j] for j in range(n)), x)


DECIMAL = False


def fr(x):
    """A JSON number as the exact fraction of its binary value (of its decimal with --decimal)."""
    return F(repr(x)) if DECIMAL else F(x)


class Model:
    """Columns: x+ (n), x- (n), errors, slacks (one per inequality row)."""

    def __init__(self, n, cons):
        self.n = n
        self.cons = cons
        self.levels = sorted({c["p"] for c in cons if c["p"] < REQUIRED}, reverse=True)

    def build(self, fixed):
        n = self.n
        rows = []  # (coeffs over x (dict), errors list of (col, coef), relation, rhs)
        err = 0
        err_cols = {p: [] for p in self.levels}
        specs = []
        for c in self.cons:
            a = {}
            for v, k in c["t"]:
                a[v] = a.get(v, F(0)) + fr(k)
            e = []
            if c["p"] < REQUIRED:
                if c["r"] == "==":
                    e = [(err, F(-1)), (err + 1, F(1))]
                    err_cols[c["p"]] += [err, err + 1]
                    err += 2
                elif c["r"] == "<=":
                    e = [(err, F(-1))]
                    err_cols[c["p"]].append(err)
                    err += 1
                else:
                    e = [(err, F(1))]
                    err_cols[c["p"]].append(err)
                    err += 1
            specs.append((a, e, c["r"], -fr(c["k"])))
        for p, opt in fixed:
            specs.append(({}, [(j, F(1)) for j in err_cols[p]], "<=", opt))
        ineq = sum(1 for s in specs if s[2] != "==")
        width = 2 * n + err + ineq
        A, b = [], []
        s = 0
        for a, e, r, rhs in specs:
            row = [F(0)] * width
            for v, k in a.items():
                row[v] += k
                row[n + v] -= k
            for j, k in e:
                row[2 * n + j] += k
            if r == "<=":
                row[2 * n + err + s] = F(1)
                s += 1
            elif r == ">=":
                row[2 * n + err + s] = F(-1)
                s += 1
            A.append(row)
            b.append(rhs)
        return A, b, err_cols, width

    def cost_errors(self, err_cols, p, width):
        c = [F(0)] * width
        for j in err_cols[p]:
            c[2 * self.n + j] = F(1)
        return c

    def solve(self, variables):
        fixed = []
        for p in self.levels:
            A, b, cols, width = self.build(fixed)
            result = simplex_min(self.cost_errors(cols, p, width), A, b)
            if result[0] != 'optimal':
                raise SystemExit(f"level {p}: {result[0]} (the required constraints do not hold together?)")
            fixed.append((p, result[1]))
        A, b, cols, width = self.build(fixed)
        ranges = {}
        point = None
        for v in variables:
            ends = []
            for sign in (1, -1):
                c = [F(0)] * width
                c[v] = F(sign)
                c[self.n + v] = F(-sign)
                result = simplex_min(c, A, b)
                if result[0] == 'unbounded':
                    ends.append(None)
                else:
                    ends.append(sign * result[1])
                    xx = result[2]
                    point = [xx[i] - xx[self.n + i] for i in range(self.n)]
            ranges[v] = ends
        return fixed, ranges, point


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments and arguments[0] == "--decimal":
        DECIMAL = True
        arguments = arguments[1:]
    spec = json.load(open(arguments[0]))["systems"][0]
    variables = [int(v) for v in arguments[1:]] or range(spec["n"])
    model = Model(spec["n"], spec["cons"])
    fixed, ranges, _ = model.solve(variables)
    print("levels", [(p, float(o)) for p, o in fixed])
    for v, (lo, hi) in ranges.items():
        width = None if lo is None or hi is None else hi - lo
        print(f"x{v}: [{None if lo is None else float(lo)!r}, {None if hi is None else float(hi)!r}] width {width if width is None else float(width)} exact {width}")
