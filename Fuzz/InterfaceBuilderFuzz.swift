// libFuzzer target for Interface Builder files: the XML reading, the roots and canvases, the
// conversion into the model, the solve, check's comparison and convert's document. Built by
// fuzz-interface-builder.sh with the sources of StackLayout and StackLayoutInterfaceBuilder
// as one module, so it sees internal and package declarations.
//
// For every input: reading must not crash, hang or recurse without bound; a file that cannot
// be read is an InterfaceBuilderDiagnostic error with a place inside the input. Each root that
// builds (a few at most, of a bounded size) is solved at its canvas and again right to left
// on an iPhone SE, rendered as text and JSON, compared with its stored frames; the document it
// converts to must read back as a layout document with the same number of views.

import Foundation

private let maxRoots = 6
private let maxSolvedViews = 150

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let file: InterfaceBuilderFile
    do {
        file = try InterfaceBuilderFile(bytes: bytes, file: "fuzz.storyboard", kind: .storyboard)
    } catch let diagnostic as InterfaceBuilderDiagnostic {
        check(diagnostic, lines: lines)
        return 0
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    for diagnostic in file.diagnostics { check(diagnostic, lines: lines) }
    for root in file.roots.prefix(maxRoots) {
        let layout: InterfaceBuilderLayout
        do {
            layout = try root.layout()
        } catch let diagnostic as InterfaceBuilderDiagnostic {
            check(diagnostic, lines: lines)
            continue
        } catch {
            preconditionFailure("unexpected error type: \(error)")
        }
        for warning in layout.warnings { check(warning, lines: lines) }
        guard layout.viewIDs.count <= maxSolvedViews else { continue }
        do {
            let snapshot = try layout.solve(findAmbiguity: false)
            precondition(snapshot.views.count == layout.viewIDs.count, "a view was lost")
            precondition(snapshot.root == root.id, "the snapshot names another root")
            _ = layout.misplacedDiagnostics(in: snapshot)
            _ = SnapshotText.render(snapshot)
            _ = SnapshotJSON.render([snapshot])
            let converted = try DocumentLayout(text: layout.documentText, file: "converted.json")
            precondition(converted.entries.count == layout.viewIDs.count, "convert lost a view")
            let other = try root.layout(LayoutConfiguration(device: "iphone-se", layoutDirection: .rightToLeft))
            _ = try other.solve(findAmbiguity: false)
        } catch {
            preconditionFailure("a root that builds failed to solve or convert: \(error)")
        }
    }
    return 0
}

private func check(_ diagnostic: InterfaceBuilderDiagnostic, lines: Int) {
    precondition(diagnostic.location.line >= 1 && diagnostic.location.line <= lines + 1,
                 "a place outside the input: \(diagnostic)")
    precondition(diagnostic.location.column >= 1, "a column before the line: \(diagnostic)")
    precondition(!diagnostic.message.isEmpty, "an empty message")
}
