#!/usr/bin/env python3
"""An outside LP oracle for the solver: scipy's HiGHS, lexicographic level by level.

Systems are JSON, `{"systems": [{"id", "n", "cons": [{"r", "p", "k", "t"}]}]}`: `n` variables,
constraints `Σ coefficient·x[variable] + k  r  0` for `t = [[variable, coefficient], ...]`, `r`
one of `==`, `<=`, `>=`, priority `p` (1000 is required, anything else an optional level),
added in order. A required constraint that cannot hold with the required ones accepted before
it is rejected (and left out), as `Solver.addConstraint` rejects it.

The oracle solves, for each optional level from the highest down, the smallest sum of that
level's errors (|e| for ==, max(0, e) for <=, max(0, -e) for >=) with every level above it
fixed at its optimum, then the range of chosen variables over the optimal face.

  lp-oracle.py solve FILE                     # the oracle's answer for each system, as JSON lines
  lp-oracle.py generate --family F --seeds A:B > FILE   # random systems (families below)
  lp-oracle.py compare FILE ANSWERS           # ANSWERS: `stacklayout-bench lp-systems FILE`

`compare` checks each of our answers against the oracle: the same constraints rejected, every
required constraint holding, each level's error sum at its optimum, and the ranges asked for;
it prints one line per disagreement and a total, "N of M systems agree".

Needs scipy (`python3 -m venv venv && venv/bin/pip install scipy`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000.0


class System:
    def __init__(self, spec):
        self.id = spec["id"]
        self.n = spec["n"]
        self.cons = spec["cons"]

    @staticmethod
    def row(n, terms):
        a = np.zeros(n)
        for v, c in terms:
            a[v] += c
        return a


def build(n, cons, fixed_levels, levels, slack=1e-12):
    """The LP over [x (free), errors (>= 0)]: inequalities A_ub z <= b_ub and equalities A_eq z = b_eq.
    Returns (A_ub, b_ub, A_eq, b_eq, bounds, error columns per level)."""
    error_columns = {p: [] for p in levels}
    optional = [c for c in cons if c["p"] < REQUIRED]
    width = n + sum(2 if c["r"] == "==" else 1 for c in optional)
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    column = n
    for c in cons:
        a = np.zeros(width)
        a[:n] = System.row(n, c["t"])
        k = c["k"]
        required = c["p"] >= REQUIRED
        if c["r"] == "==":
            if not required:
                a[column] = -1.0        # e - ep + em == 0
                a[column + 1] = 1.0
                error_columns[c["p"]] += [column, column + 1]
                column += 2
            a_eq.append(a)
            b_eq.append(-k)
        elif c["r"] == "<=":
            if not required:
                a[column] = -1.0        # e - ep <= 0
                error_columns[c["p"]].append(column)
                column += 1
            a_ub.append(a)
            b_ub.append(-k)
        else:
            if not required:
                a[column] = 1.0         # e + em >= 0
                error_columns[c["p"]].append(column)
                column += 1
            a_ub.append(-a)
            b_ub.append(k)
    for p, optimum in fixed_levels:
        a = np.zeros(width)
        a[error_columns[p]] = 1.0
        a_ub.append(a)
        b_ub.append(optimum + slack * max(1.0, optimum))
    bounds = [(None, None)] * n + [(0, None)] * (width - n)

    def arr(rows):
        return np.array(rows) if rows else None

    return arr(a_ub), (np.array(b_ub) if b_ub else None), arr(a_eq), (np.array(b_eq) if b_eq else None), bounds, \
        error_columns, width


def lp(cost, a_ub, b_ub, a_eq, b_eq, bounds, tolerance=1e-10):
    # Tolerances far tighter than HiGHS's defaults (1e-7): with its defaults, each level's
    # optimum is off by up to 1e-7 per row, and the levels below exploit that room.
    options = {"primal_feasibility_tolerance": tolerance, "dual_feasibility_tolerance": tolerance}
    result = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs", options=options)
    if result.status == 2:
        # HiGHS's presolve can call an unbounded LP infeasible (it finds "infeasible or
        # unbounded"; ERGO-Code/HiGHS#1530): layout seed 700026, min x1 over a feasible face.
        # Infeasible only when the simplex without presolve says so too.
        result = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs",
                         options=dict(options, presolve=False))
    return result


def feasible(n, cons):
    a_ub, b_ub, a_eq, b_eq, bounds, _, width = build(n, [c for c in cons if c["p"] >= REQUIRED], [], [])
    if a_ub is None and a_eq is None:
        return True
    result = lp(np.zeros(width), a_ub, b_ub, a_eq, b_eq, bounds)
    if result.status == 2:
        return False
    if result.status != 0:
        raise RuntimeError(f"HiGHS: {result.message}")
    return True


def solve(spec, range_variables=()):
    """The oracle's answer: rejected indices, levels (highest first) and optima, a point, ranges."""
    n = spec["n"]
    accepted, rejected = [], []
    for index, c in enumerate(spec["cons"]):
        if c["p"] >= REQUIRED and not feasible(n, accepted + [c]):
            rejected.append(index)
        else:
            accepted.append(c)
    levels = sorted({c["p"] for c in accepted if c["p"] < REQUIRED}, reverse=True)
    fixed = []
    point = None

    def fixed_lp(cost_of, what):
        # Each level above is fixed at its optimum plus a relative slack: HiGHS's optima are
        # within its feasibility tolerance (1e-7), so a tighter bound can make the face empty.
        # (With constants of 1e6 the tight tolerances can find the face empty: then HiGHS's own.)
        for tolerance, slack in ((1e-10, 1e-12), (1e-10, 1e-10), (1e-10, 1e-8), (1e-7, 1e-8), (1e-7, 1e-6)):
            a_ub, b_ub, a_eq, b_eq, bounds, columns, width = build(n, accepted, fixed, levels, slack)
            result = lp(cost_of(columns, width), a_ub, b_ub, a_eq, b_eq, bounds, tolerance)
            if result.status in (0, 3):
                break
        if result.status not in (0, 3):
            raise RuntimeError(f"{spec['id']}: {what}: HiGHS: {result.message}")
        return result

    for p in levels:
        def level_cost(columns, width, p=p):
            cost = np.zeros(width)
            cost[columns[p]] = 1.0
            return cost
        result = fixed_lp(level_cost, f"level {p}")
        if result.status != 0:
            raise RuntimeError(f"{spec['id']}: level {p}: HiGHS: {result.message}")
        fixed.append((p, max(0.0, result.fun)))
        point = list(result.x[:n])
    ranges = {}
    for v in range_variables:
        ends = []
        for sign in (1.0, -1.0):
            def range_cost(columns, width, v=v, sign=sign):
                cost = np.zeros(width)
                cost[v] = sign
                return cost
            result = fixed_lp(range_cost, f"range of x{v}")
            ends.append(-sign * float("inf") if result.status == 3 else sign * result.fun)
        ranges[v] = ends
    return {"id": spec["id"], "rejected": rejected, "levels": levels, "optima": [o for _, o in fixed],
            "point": point, "ranges": ranges}


def error(c, x):
    e = sum(coefficient * x[v] for v, coefficient in c["t"]) + c["k"]
    return abs(e) if c["r"] == "==" else max(0.0, e) if c["r"] == "<=" else max(0.0, -e)


def scale(c, x):
    return max([1.0, abs(c["k"])] + [abs(coefficient * x[v]) for v, coefficient in c["t"]])


def compare(spec, answer):
    """Our answer against the oracle's: a list of disagreements (empty when they agree)."""
    if answer.get("error"):
        return [f"internal error: {answer['error']}"]
    ranges = [int(v) for v in answer.get("ranges", {})]
    oracle = solve(spec, ranges)
    problems = []
    if oracle["rejected"] != answer["rejected"]:
        problems.append(f"rejected {answer['rejected']}, the oracle rejects {oracle['rejected']}")
        return problems
    x = answer["values"]
    accepted = [c for i, c in enumerate(spec["cons"]) if i not in set(answer["rejected"])]
    system_scale = max(scale(c, x) for c in accepted) if accepted else 1.0
    for i, c in enumerate(spec["cons"]):
        if i in answer["rejected"] or c["p"] < REQUIRED:
            continue
        violation = error(c, x)
        if violation > max(1e-6 * scale(c, x), 1e-10 * system_scale):
            problems.append(f"required c{i} violated by {violation:.3g}")
    for p, optimum in zip(oracle["levels"], oracle["optima"]):
        ours = sum(error(c, x) for c in accepted if c["p"] == p)
        if abs(ours - optimum) > 1e-6 * system_scale:
            problems.append(f"level {p}: error {ours:.10g}, the optimum is {optimum:.10g}")
    for v, (low, high) in answer.get("ranges", {}).items():
        o_low, o_high = oracle["ranges"][int(v)]

        def close(a, b):
            if a is None or b is None:
                return a == b
            if abs(a) == float("inf") or abs(b) == float("inf"):
                return a == b
            # HiGHS fixes each level to within its tolerances (1e-7 per row, and the slack
            # `solve` allows), which can widen a point-like range by ~1e-5 of its values.
            return abs(a - b) <= max(1e-4 * max(1.0, abs(b)), 1e-10 * system_scale)

        low = float("-inf") if low is None else low
        high = float("inf") if high is None else high
        if not (close(low, o_low) and close(high, o_high)):
            problems.append(f"range of x{v}: [{low}, {high}], the oracle's [{o_low}, {o_high}]")
    return problems


# ---- Random systems ----

def generate(family, seed):
    """One random system of `family`: layout (3-8 variables, layout coefficients), generic
    (12-30 variables, sparse generic coefficients), levels (20-30 optional levels), big
    (constants 1e5-1e6), ui (chains and rows of views: positions and widths)."""
    rng = random.Random(f"{family}-{seed}")
    if family == "ui":
        return generate_ui(rng, f"{family}-{seed}")
    n = rng.randint(12, 30) if family == "generic" else rng.randint(3, 10)
    point = [rng.randint(-20, 20) / 2 for _ in range(n)]
    if family == "levels":
        priorities = sorted({rng.randint(1, 999_999) / 1000 for _ in range(rng.randint(20, 30))})
    else:
        priorities = rng.sample([999.5, 999, 750, 500, 251, 250, 1, 0.001], rng.randint(1, 4))
    coefficients = [1, -1, 1, -1, 2, -2, 3, -3, 0.5, -0.5, 1.5, -1.5, 0.25, 0.75]

    def constant():
        if family == "big":
            return rng.randint(100_000, 1_000_000) * rng.choice([1, -1])
        return rng.randint(-20, 20) if rng.random() < 0.7 else rng.randint(-40, 40) / 2

    def terms():
        variables = rng.sample(range(n), min(n, rng.randint(1, 4) if family == "generic" else rng.choice([1, 2, 2, 3])))
        if family == "generic":
            out = []
            for v in variables:
                c = rng.randint(1, 5) if rng.random() < 0.3 else rng.randint(1, 5000) / 1000
                out.append([v, c if rng.random() < 0.5 else -c])
            return out
        return [[v, rng.choice(coefficients)] for v in variables]

    cons = []
    count = rng.randint(10, 40) if family == "generic" else rng.randint(5, 30)
    for _ in range(count):
        t = terms()
        r = rng.choice(["==", "<=", ">="])
        if rng.random() < 0.3:
            value = sum(c * point[v] for v, c in t)
            slack = 0 if r == "==" else rng.choice([0, 0, 1, 2.5, 5])
            k = -value - slack if r == "<=" else -value + slack if r == ">=" else -value
            cons.append({"r": r, "p": REQUIRED, "k": k, "t": t})
        else:
            cons.append({"r": r, "p": rng.choice(priorities), "k": constant(), "t": t})
    # Conflict candidates: a combination of two required equalities (redundant, or shifted), or
    # a contradiction of a required constraint.
    required = [c for c in cons if c["p"] >= REQUIRED]
    for _ in range(rng.randint(0, 2)):
        equalities = [c for c in required if c["r"] == "=="]
        if len(equalities) >= 2 and rng.random() < 0.5:
            a, b = rng.sample(equalities, 2)
            fa, fb = rng.choice([1, -1, 2, 0.5]), rng.choice([1, -1, 3])
            combined = {}
            for v, c in a["t"]:
                combined[v] = combined.get(v, 0) + fa * c
            for v, c in b["t"]:
                combined[v] = combined.get(v, 0) + fb * c
            k = fa * a["k"] + fb * b["k"] + (rng.choice([-1, 0.5, 2]) if rng.random() < 0.3 else 0)
            t = [[v, c] for v, c in sorted(combined.items()) if c != 0]
            if t:
                cons.append({"r": "==", "p": REQUIRED, "k": k, "t": t})
        elif required:
            base = rng.choice(required)
            gap = rng.choice([0.5, 1, 3])
            r = {"==": "==", "<=": ">=", ">=": "<="}[base["r"]]
            k = base["k"] + {"==": gap, "<=": -gap, ">=": gap}[base["r"]]
            cons.append({"r": r, "p": REQUIRED, "k": k, "t": base["t"]})
    rng.shuffle(cons)
    return {"id": f"{family}-{seed}", "n": n, "cons": cons}


def generate_ui(rng, name):
    """A row or column of views: positions and widths, spacing, a container edit."""
    count = rng.randint(2, 12)
    n = 2 * count + 1              # left_i, width_i, then the container width
    container = 2 * count
    cons = [{"r": "==", "p": REQUIRED, "k": 0.0, "t": [[0, 1]]},
            {"r": "==", "p": rng.choice([750, 999, 500]), "k": -rng.randint(100, 2000), "t": [[container, 1]]}]
    for i in range(count):
        left, width = 2 * i, 2 * i + 1
        if i > 0:
            spacing = rng.choice([0, 8, 16, 20])
            cons.append({"r": rng.choice(["==", "==", ">="]), "p": REQUIRED, "k": -spacing,
                         "t": [[left, 1], [left - 2, -1], [width - 2, -1]]})
        cons.append({"r": ">=", "p": REQUIRED if rng.random() < 0.5 else 750, "k": -rng.randint(0, 60), "t": [[width, 1]]})
        cons.append({"r": "<=", "p": 750, "k": -rng.randint(60, 400), "t": [[width, 1]]})
        cons.append({"r": "==", "p": rng.choice([250, 251, 500]), "k": -rng.randint(20, 300), "t": [[width, 1]]})
        if i > 0 and rng.random() < 0.3:
            cons.append({"r": "==", "p": rng.choice([REQUIRED, 999, 250]), "k": 0.0,
                         "t": [[width, 1], [width - 2, -rng.choice([1, 0.5, 2])]]})
    last = 2 * (count - 1)
    cons.append({"r": "<=", "p": REQUIRED, "k": 0.0, "t": [[last, 1], [last + 1, 1], [container, -1]]})
    cons.append({"r": "==", "p": rng.choice([250, 500, 999]), "k": 0.0, "t": [[last, 1], [last + 1, 1], [container, -1]]})
    return {"id": name, "n": n, "cons": cons}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("solve")
    s.add_argument("file")
    g = sub.add_parser("generate")
    g.add_argument("--family", required=True, choices=["layout", "generic", "levels", "big", "ui"])
    g.add_argument("--seeds", required=True, help="A:B, the seeds A..<B")
    c = sub.add_parser("compare")
    c.add_argument("file")
    c.add_argument("answers")
    args = parser.parse_args()

    if args.command == "generate":
        a, b = (int(x) for x in args.seeds.split(":"))
        json.dump({"systems": [generate(args.family, seed) for seed in range(a, b)]}, sys.stdout)
        return 0
    systems = json.load(open(args.file))["systems"]
    if args.command == "solve":
        for spec in systems:
            print(json.dumps(solve(spec, range(spec["n"]))))
        return 0
    answers = {}
    for line in open(args.answers):
        if line.strip():
            answer = json.loads(line)
            answers[answer["id"]] = answer
    agree = 0
    for spec in systems:
        answer = answers.get(spec["id"])
        problems = ["no answer"] if answer is None else compare(spec, answer)
        if problems:
            print(f"{spec['id']}: " + "; ".join(problems))
        else:
            agree += 1
    print(f"{agree} of {len(systems)} systems agree")
    return 0 if agree == len(systems) else 1


if __name__ == "__main__":
    sys.exit(main())
