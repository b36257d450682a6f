// libFuzzer target for the Visual Format Language parser. Built by fuzz-vfl.sh together with
// the library sources as one module, so internal types are visible without an import.

/// The views the fuzzer's formats may name; `orphan` has no superview.
private let fuzzViews: [String: Bool] = [
    "a": true, "b": true, "c": true, "button": true, "view1": true, "orphan": false,
]

/// The metrics the fuzzer's formats may name, including values the parser must reject.
private let fuzzMetrics: [String: Double] = [
    "m": 8, "p": 750, "big": 2000, "neg": -5, "inf": .infinity, "nan": .nan, "a": 3,
]

/// Option combinations: none, alignments along both axes, each direction, baseline spacing.
private let fuzzOptions: [VisualFormatOptions] = [
    [],
    [.alignAllTop, .alignAllCenterY, .directionRightToLeft],
    [.alignAllLeading, .alignAllCenterX, .spacingBaselineToBaseline],
    [.directionLeftToRight, .alignAllLastBaseline, .alignAllFirstBaseline],
    VisualFormatOptions(rawValue: ~0),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for options in fuzzOptions {
        do {
            let constraints = try VisualFormatParser.parse(
                format, options: options, metrics: fuzzMetrics, views: fuzzViews)
            for constraint in constraints {
                precondition(constraint.priority.isValid, "invalid priority from \(format)")
                precondition(constraint.constant.isFinite, "non-finite constant from \(format)")
                precondition((constraint.secondItem == nil) == (constraint.secondAttribute == .notAnAttribute))
            }
        } catch let error as VisualFormatError {
            let count = format.count
            precondition(error.offset >= 0 && error.offset <= count, "caret \(error.offset) outside \(count)")
            _ = error.description
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
    return 0
}
