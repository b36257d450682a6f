/// The library's version.
public enum StackLayoutVersion {
    /// The version string the command line prints.
    public static let current = "0.1.0"
}
