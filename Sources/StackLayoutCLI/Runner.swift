import Foundation
import StackLayout

/// Runs a parsed command: reads each file, solves it at each configuration, prints.
enum Runner {
    /// What one file produced: its snapshots, or the error that stopped it.
    struct FileResult {
        var snapshots: [LayoutSnapshot] = []
        /// What stopped the file or one of its roots, each a `file:line:column: error:` line.
        var errors: [String] = []
        /// What was read but ignored (Interface Builder files), `file:line:column: warning:`.
        var warnings: [String] = []
        /// `convert`: the layout documents.
        var documents: [String] = []
        /// Nanoseconds spent in each phase, for `--timings`.
        var reading: UInt64 = 0
        var building: UInt64 = 0
        var solving: UInt64 = 0
        var diagnosing: UInt64 = 0
        /// The solving time of each configuration, in order (the first is the fresh solve, the
        /// rest incremental re-solves).
        var solvingPerConfiguration: [UInt64] = []
        /// The file's layout and its parsed JSON, when the run keeps them until the process
        /// exits (``keptUntilExit``).
        var kept: Kept?
    }

    /// A file's layout and the JSON it was built from.
    struct Kept {
        var layout: DocumentLayout
        var parsed: ParsedDocument
    }

    /// The layout of a run of one file and its parsed JSON, kept until the process exits:
    /// freeing the views, constraints and solver one object at a time (a tenth of a 5,000-view
    /// run), or the JSON's values (a twentieth of its building), would only give memory back
    /// to a process about to end, and nothing printed depends on it. With several files each
    /// is freed as its file finishes, so the peak memory stays that of the files in flight.
    static var keptUntilExit: [Kept] = []

    /// A monotonic clock in nanoseconds (DispatchTime: `ContinuousClock` needs macOS 13).
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func run(_ options: Options) -> Int32 {
        var results = [FileResult](repeating: FileResult(), count: options.files.count)
        defer { keptUntilExit = results.compactMap(\.kept) }
        let stdin = options.files.contains("-") ? Array(FileHandle.standardInput.readDataToEndOfFile()) : []
        // Several files solve in parallel across the cores; the output keeps their order.
        results.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: options.files.count) { index in
                base[index] = solve(options.files[index], options, stdin: stdin)
            }
        }
        var status: Int32 = 0
        var snapshots: [LayoutSnapshot] = []
        for result in results {
            for line in result.warnings + result.errors {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
            if !result.errors.isEmpty { status = 2 }
            snapshots.append(contentsOf: result.snapshots)
        }
        if options.command == .convert {
            let documents = results.flatMap(\.documents)
            if !documents.isEmpty, let problem = emit(documents.joined(separator: "\n"), options) { return problem }
            return status
        }
        let problems = snapshots.contains { !$0.diagnostics.isEmpty }
        let writingStart = now()
        defer {
            if options.timings { printTimings(options.files, results, writing: now() - writingStart) }
        }
        let text: String
        switch options.command {
        case .diff:
            if status != 0 { return status }
            guard snapshots.count == 2 else {
                FileHandle.standardError.write(Data(("stacklayout: error: diff compares two layouts: give two files, or one file "
                    + "and two sizes (--size 390x844,844x390); these give \(snapshots.count)\n").utf8))
                return 2
            }
            let diff = SnapshotDiff(before: snapshots[0], after: snapshots[1])
            if options.format == .html {
                text = SnapshotDiffHTML.render(diff)
            } else {
                text = "\(snapshots[0].file) at \(sizeText(snapshots[0].size)) -> \(snapshots[1].file) at \(sizeText(snapshots[1].size)): "
                    + (diff.isEmpty ? "the layouts match\n" : "\(diff.changes.count) of \(diff.entries.count) views changed\n"
                        + diff.changes.map { "  " + $0.summary + "\n" }.joined())
            }
            if let problem = emit(text, options) { return problem }
            return diff.isEmpty ? 0 : 1
        case .convert:
            return status
        case .check:
            text = options.format == .json ? CheckReport.json(snapshots) : CheckReport.text(snapshots)
        case .solve:
            switch options.format {
            case .text: text = SnapshotText.render(snapshots)
            case .json: text = SnapshotJSON.render(snapshots)
            case .svg: text = SnapshotSVG.render(snapshots)
            case .html: text = SnapshotHTML.render(snapshots)
            }
        }
        if !snapshots.isEmpty || options.command == .check {
            if let problem = emit(text, options) { return problem }
        }
        if status != 0 { return status }
        if problems && (options.command == .check || options.strict) { return 1 }
        return 0
    }

    /// Writes the output to `--output` or standard output; returns 2 when it cannot.
    static func emit(_ text: String, _ options: Options) -> Int32? {
        if let path = options.output {
            if let problem = write(text, to: path) {
                FileHandle.standardError.write(Data("stacklayout: error: cannot write \(path): \(problem)\n".utf8))
                return 2
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return nil
    }

    static func sizeText(_ size: Size) -> String { "\(NumberText.format(size.width))x\(NumberText.format(size.height))" }

    /// Writes `text` to `path`; returns the system's reason when it cannot (Foundation's
    /// message on Linux is only "The operation could not be completed").
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        // The text's own UTF-8 storage, not a copy of it (the output of a large layout is
        // megabytes, and the layout is still resident: see ``keptUntilExit``).
        var text = text
        let (written, count) = text.withUTF8 { bytes in (fwrite(bytes.baseAddress, 1, bytes.count, file), bytes.count) }
        let closed = fclose(file)
        if written != count || closed != 0 { return String(cString: strerror(errno)) }
        return nil
    }

    /// Reads, builds and solves one file at every configuration, timing each phase.
    static func solve(_ file: String, _ options: Options, stdin: [UInt8]) -> FileResult {
        if Options.isInterfaceBuilderFile(file) { return solveInterfaceBuilderFile(file, options) }
        var result = FileResult()
        do {
            var start = now()
            let parsed = file == "-" ? try ParsedDocument(bytes: stdin, file: "<stdin>")
                                     : try ParsedDocument(contentsOfFile: file)
            result.reading = now() - start
            start = now()
            let layout = try DocumentLayout(parsed: parsed)
            result.building = now() - start
            for configuration in options.configurations {
                start = now()
                var snapshot = try layout.solve(configuration, findAmbiguity: false,
                                                inspecting: options.format == .html)
                let solving = now() - start
                result.solving += solving
                result.solvingPerConfiguration.append(solving)
                start = now()
                if options.checksAmbiguity { snapshot.diagnostics += layout.ambiguityDiagnostics() }
                if options.command == .check {
                    snapshot.diagnostics += layout.unusedViewDiagnostics() + layout.negativeSizeDiagnostics()
                }
                result.diagnosing += now() - start
                result.snapshots.append(snapshot)
            }
            if options.files.count == 1 { result.kept = Kept(layout: layout, parsed: parsed) }
        } catch {
            result.errors.append("\(error)")
        }
        return result
    }

    /// `--timings`, on standard error: per file the reading (file and JSON), building (views
    /// and constraints), solving (every size: the layout, conflicts included) and diagnosing
    /// (the search for ambiguous and unused views) times; then the writing time (rendering
    /// every snapshot and writing it out). With several configurations the file's line ends with
    /// the solving time of each, in order.
    static func printTimings(_ files: [String], _ results: [FileResult], writing: UInt64) {
        func ms(_ nanoseconds: UInt64) -> String { String(format: "%.1f ms", Double(nanoseconds) / 1e6) }
        var text = ""
        for (file, result) in zip(files, results) {
            text += "timings: \(file == "-" ? "<stdin>" : file): reading \(ms(result.reading)), "
                + "building \(ms(result.building)), solving \(ms(result.solving)), diagnosing \(ms(result.diagnosing))"
            if result.solvingPerConfiguration.count > 1 {
                text += ", solving per size " + result.solvingPerConfiguration.map(ms).joined(separator: ", ")
            }
            text += "\n"
        }
        text += "timings: writing \(ms(writing))\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// What `check` prints: only the problems.
enum CheckReport {
    static func text(_ snapshots: [LayoutSnapshot]) -> String {
        var lines: [String] = []
        for snapshot in snapshots {
            let size = "\(NumberText.format(snapshot.size.width))x\(NumberText.format(snapshot.size.height))"
            if snapshot.diagnostics.isEmpty {
                let place = snapshot.root.map { "\(snapshot.file), root \($0)," } ?? snapshot.file
                lines.append("\(place) at \(size): no problems")
            }
            for diagnostic in snapshot.diagnostics {
                if snapshot.root != nil, let location = diagnostic.location {
                    // An Interface Builder file's problems point at their elements, as a compiler's do.
                    lines.append("\(location): warning: \(diagnostic.kind) (root \(snapshot.root!) at \(size)): \(diagnostic.message)")
                } else {
                    let place = snapshot.root.map { "\(snapshot.file), root \($0)," } ?? snapshot.file
                    lines.append("\(place) at \(size): \(diagnostic.kind): \(diagnostic.message)")
                }
                for other in diagnostic.conflicting { lines.append("    conflicting: \(other)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ snapshots: [LayoutSnapshot]) -> String {
        SnapshotJSON.renderDiagnostics(snapshots)
    }
}
