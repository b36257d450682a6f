import StackLayout

/// How golden files write a number: at most ``goldenFigureDecimals`` decimals, trailing zeros
/// trimmed (`20`, `33.3333`, `161.3333`, `12345.6789`).
///
/// Fixed decimals, not significant digits: a figure is stored to 0.00005 pt at any magnitude,
/// so a golden read back always lies well within the comparison's tolerance (UIKit's `%g`
/// keeps six significant digits, which stores 10000.3333 as 10000.3, off by 0.03).
func goldenFigure(_ value: Double) -> String {
    if !value.isFinite { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scaled = (abs(value) * goldenFigureScale).rounded(.toNearestOrAwayFromZero)
    // Past 2^53 a Double has no fraction left to print; its shortest form reads back exactly.
    guard scaled < 9_007_199_254_740_992 else { return String(value) }
    let units = Int64(scaled)
    if units == 0 { return "0" }
    let whole = units / Int64(goldenFigureScale), fraction = units % Int64(goldenFigureScale)
    var text = String(whole)
    if fraction > 0 {
        var digits = String(fraction)
        while digits.count < goldenFigureDecimals { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        text += "." + digits
    }
    return value < 0 ? "-" + text : text
}

/// A frame as golden files write it: UIKit's `(x y; w h)` with ``goldenFigure(_:)``'s numbers.
func goldenText(_ frame: Rect) -> String {
    "(\(goldenFigure(frame.minX)) \(goldenFigure(frame.minY)); \(goldenFigure(frame.width)) \(goldenFigure(frame.height)))"
}

/// A scroll view's content size as golden files write it: `{w, h}`.
func goldenText(_ size: Size) -> String {
    "{\(goldenFigure(size.width)), \(goldenFigure(size.height))}"
}

/// The decimals ``goldenFigure(_:)`` keeps.
let goldenFigureDecimals = 4

/// The finest tolerance a golden can be compared with: one rounding step (0.0001 pt), twice the
/// largest rounding error, so a layout always matches the golden it just recorded.
let goldenFigureResolution = 1 / goldenFigureScale

/// 10^``goldenFigureDecimals``.
private let goldenFigureScale = 10_000.0
