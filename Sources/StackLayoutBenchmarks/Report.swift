import Foundation

/// The markdown table and JSON file, with kiwi_bench.cpp's columns and keys plus this
/// solver's tableau size and peak RSS, so that rows line up with kiwi's.
enum Report {
    /// The markdown table: kiwi_bench.cpp's columns, then tableau rows / cells after the first
    /// solve and the peak RSS.
    static func table(_ results: [BenchResult]) -> String {
        var lines = [
            "| workload | vars | cons | build ms | add ms | first solve ms | resize us/op: mean / p50 / max (ops) "
                + "| update-only us | tableau rows / cells | peak RSS MiB |",
            "|" + String(repeating: "---|", count: 10),
        ]
        for r in results {
            lines.append(
                "| \(r.workload) | \(r.variables) | \(r.constraints) | "
                    + String(format: "%.2f | %.2f | %.3f | %.1f / %.1f / %.1f (%d) | %.1f",
                             r.buildMs, r.addMs, r.firstSolveMs, r.resizeUs, r.resizeP50Us,
                             r.resizeMaxUs, r.resizesDone, r.updateOnlyUs)
                    + " | \(r.tableauRows) / \(r.tableauCells) | "
                    + (r.peakRSSKiB >= 0 ? String(format: "%.1f", Double(r.peakRSSKiB) / 1024) : "?")
                    + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// One line per workload with the check values after the first solve and after the sweep,
    /// and the count of violated required constraints: kiwi_bench's format.
    static func checks(_ results: [BenchResult]) -> String {
        results.map { "\($0.workload): first=\($0.checkFirst) last=\($0.checkLast) required_violated=\($0.violated)" }
            .joined(separator: "\n")
    }

    /// A JSON number (Swift's shortest round-tripping form; non-finite values become null).
    static func number(_ v: Double) -> String { v.isFinite ? "\(v)" : "null" }

    /// The JSON document: `{"meta": {...}, "results": [...]}` with kiwi_bench.cpp's keys per
    /// result, plus `resize_first_us` (operation j = 0 alone), `tableau_rows`, `tableau_cells` (after the first solve), `tableau_rows_last`,
    /// `tableau_cells_last` (after the sweep), `peak_rss_kib`, `peak_rss_per_run` and
    /// `rss_after_first_solve_kib`, `rss_after_sweep_kib`.
    static func json(_ results: [BenchResult], repeats: Int) -> String {
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        var out = "{\"meta\": {\"engine\": \"StackLayout\", \"configuration\": \"\(configuration)\", "
            + "\"priorities\": {\"required\": 1000, \"strong\": 750, \"medium\": 500, \"weak\": 250}}, "
            + "\"results\": [\n"
        for (k, r) in results.enumerated() {
            out += "  {\"workload\": \"\(r.workload)\", \"variables\": \(r.variables), "
                + "\"constraints\": \(r.constraints), \"build_ms\": \(number(r.buildMs)), "
                + "\"add_ms\": \(number(r.addMs)), \"first_solve_ms\": \(number(r.firstSolveMs)), "
                + "\"resize_us_per_op\": \(number(r.resizeUs)), \"resize_p50_us\": \(number(r.resizeP50Us)), "
                + "\"resize_max_us\": \(number(r.resizeMaxUs)), \"resizes_done\": \(r.resizesDone), "
                + "\"resize_first_us\": \(number(r.resizeFirstUs)), "
                + "\"update_only_us\": \(number(r.updateOnlyUs)), \"repeats\": \(repeats), "
                + "\"required_violated\": \(r.violated), "
                + "\"tableau_rows\": \(r.tableauRows), \"tableau_cells\": \(r.tableauCells), "
                + "\"tableau_rows_last\": \(r.tableauRowsLast), \"tableau_cells_last\": \(r.tableauCellsLast), "
                + "\"peak_rss_kib\": \(r.peakRSSKiB), \"peak_rss_per_run\": \(r.peakIsPerRun), "
                + "\"rss_after_first_solve_kib\": \(r.rssAfterFirstSolveKiB), "
                + "\"rss_after_sweep_kib\": \(r.rssAfterSweepKiB), "
                + "\"check_first\": \(r.checkFirst), \"check_last\": \(r.checkLast)}"
                + (k + 1 < results.count ? "," : "") + "\n"
        }
        return out + "]}\n"
    }
}
