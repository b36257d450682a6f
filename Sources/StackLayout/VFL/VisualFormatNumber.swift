/// Formatting of numbers in VFL messages and descriptions, without Foundation.
enum VisualFormatNumber {
    /// `50` for 50.0, `0.5` for 0.5, `inf`, `nan`: integral values print without a fraction.
    static func text(_ value: Double) -> String {
        if value.isFinite, value.magnitude < 1e15, Double(Int(value)) == value { return String(Int(value)) }
        return String(value)
    }
}
