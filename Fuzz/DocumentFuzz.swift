// libFuzzer target for the layout document: the reader, the builder, the solve and the three
// outputs. Built by fuzz-document.sh together with the library's sources as one module, so it
// sees internal declarations.
//
// For every input: reading must not crash, hang or recurse without bound; an error must be a
// DocumentError with a sane place. A document that reads is solved at its own size (or
// 390x844 when it has none) and again, incrementally, on an iPhone 14 in landscape right to
// left, and rendered as text, JSON and SVG; the JSON must read back with the reader, with one
// entry per view.

/// Documents larger than this are read and built but not solved: a 4 KB input can declare a
/// few hundred constraints, and solving those under AddressSanitizer takes long enough to hide
/// real hangs behind timeouts. The solver has its own property tests and benchmarks.
private let maxSolvedViews = 200
private let maxSolvedConstraints = 400

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let layout: DocumentLayout
    do {
        layout = try DocumentLayout(bytes: bytes, file: "fuzz.json")
    } catch let error as DocumentError {
        check(error, size: size)
        return 0
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    precondition(layout.entries.first?.view === layout.root, "the root is not the first entry")
    guard layout.entries.count <= maxSolvedViews, layout.allConstraints.count <= maxSolvedConstraints else { return 0 }

    let own = LayoutConfiguration()
    let fallback = LayoutConfiguration(size: Size(width: 390, height: 844))
    let landscape = LayoutConfiguration(device: "iphone-14-landscape", layoutDirection: .rightToLeft)
    var first: LayoutSnapshot
    do {
        first = try layout.solve(own)
    } catch let error as DocumentError {
        check(error, size: size)  // no size of its own
        do { first = try layout.solve(fallback) } catch { preconditionFailure("a given size failed: \(error)") }
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    let second: LayoutSnapshot
    do {
        second = try layout.solve(landscape)
    } catch {
        preconditionFailure("a preset device failed: \(error)")
    }
    for snapshot in [first, second] {
        precondition(snapshot.views.count == layout.entries.count, "a view is missing from the snapshot")
        _ = SnapshotText.render(snapshot)
        _ = SnapshotSVG.render([snapshot])
        let json = SnapshotJSON.render([snapshot])
        do {
            let value = try JSONReader.parse(json)
            precondition(value.asObject?["views"]?.asArray?.count == layout.entries.count, "JSON output lost views")
        } catch {
            preconditionFailure("JSON output does not read back: \(error)\n\(json)")
        }
    }
    _ = SnapshotJSON.render([first, second])
    _ = layout.unusedViewDiagnostics()
    return 0
}

/// An error names the fuzzed file, a place inside the input, and says something.
private func check(_ error: DocumentError, size: Int) {
    precondition(error.file == "fuzz.json", "wrong file in \(error)")
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location in \(error)")
    precondition(error.location.line <= size + 1, "line past the input in \(error)")
    precondition(!error.message.isEmpty, "empty message")
    _ = error.description
}
