// Counts kiwi's tableau (rows, cells) after the first solve on kiwi_bench's workloads, so that
// StackLayout's `tableauSize` can be compared with kiwi's fill-in on the same systems; with
// --resizes K it then runs kiwi_bench's resize sweep (K ops, or until --resize-budget-s) and
// counts again, since pivots during the sweep change the fill-in.
//
// It includes kiwi_bench.cpp itself (its main renamed) to build exactly the same workloads, adds
// them as kiwi_bench does (edit variables with their first suggestion, then every constraint),
// calls updateVariables(), and counts the rows of kiwi's tableau and the cells in them (the
// objective excluded, as in StackLayout's count). kiwi keeps its tableau private; this reads it
// through the standard explicit-instantiation access rule, without modifying kiwi.
// Built and run by compare-kiwi.sh into a temp dir:
//
//   g++ -O2 -std=c++17 -I<kiwi headers> -I<dir of kiwi_bench.cpp> kiwi-tableau.cpp -o T
//   T [--resizes K (default 1000)] [--resize-budget-s S] --chain 100 1000 --grid 10x10   # one JSON line each
#define main kiwi_bench_main
#include "kiwi_bench.cpp"
#undef main

namespace {

using RowMap = kiwi::impl::MapType<kiwi::impl::Symbol, kiwi::impl::Row*>;

// A member pointer named in an explicit instantiation escapes access checking; the friend
// function defined by the instantiation hands it out.
template <typename Tag, typename Tag::type Member>
struct Expose {
    friend typename Tag::type get(Tag) { return Member; }
};
struct ImplTag {
    using type = kiwi::impl::SolverImpl kiwi::Solver::*;
    friend type get(ImplTag);
};
struct RowsTag {
    using type = RowMap kiwi::impl::SolverImpl::*;
    friend type get(RowsTag);
};
template struct Expose<ImplTag, &kiwi::Solver::m_impl>;
template struct Expose<RowsTag, &kiwi::impl::SolverImpl::m_rows>;

std::pair<size_t, size_t> tableau(kiwi::Solver& solver) {
    const RowMap& rows = solver.*get(ImplTag()).*get(RowsTag());
    size_t cells = 0;
    for (const auto& row : rows) cells += row.second->cells().size();
    return {rows.size(), cells};
}

void count(std::unique_ptr<Workload> wl, int resizes, double budgetS) {
    kiwi::Solver solver;
    for (const auto& e : wl->edits) {
        solver.addEditVariable(e.var, e.strength);
        solver.suggestValue(e.var, e.initial);
    }
    for (const auto& c : wl->constraints) solver.addConstraint(c);
    solver.updateVariables();
    auto first = tableau(solver);
    int done = 0;
    auto start = Clock::now();
    while (done < resizes) {
        std::vector<double> values = wl->sweep(done);
        for (size_t k = 0; k < wl->edits.size(); ++k)
            solver.suggestValue(wl->edits[k].var, values[k]);
        solver.updateVariables();
        ++done;
        if (seconds(start, Clock::now()) > budgetS) break;
    }
    auto last = tableau(solver);
    std::printf("{\"workload\": \"%s\", \"tableau_rows\": %zu, \"tableau_cells\": %zu, "
                "\"resizes_done\": %d, \"tableau_rows_last\": %zu, \"tableau_cells_last\": %zu}\n",
                wl->name.c_str(), first.first, first.second, done, last.first, last.second);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    std::string kind;
    int resizes = 1000;  // kiwi_bench's default
    double budgetS = 120.0;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--chain" || a == "--grid") {
            kind = a;
        } else if (a == "--resizes" && i + 1 < argc) {
            resizes = std::atoi(argv[++i]);
        } else if (a == "--resize-budget-s" && i + 1 < argc) {
            budgetS = std::atof(argv[++i]);
        } else if (kind == "--chain" && a[0] != '-') {
            count(buildChain(std::atoi(a.c_str())), resizes, budgetS);
        } else if (kind == "--grid" && a[0] != '-') {
            size_t x = a.find_first_of("xX");
            count(buildGrid(std::atoi(a.substr(0, x).c_str()), std::atoi(a.substr(x + 1).c_str())),
                  resizes, budgetS);
        } else {
            std::fprintf(stderr, "usage: kiwi-tableau [--resizes K] [--resize-budget-s S] "
                                 "[--chain N...] [--grid RxC...]\n");
            return 64;
        }
    }
    return 0;
}
