/// The library's version.
package enum StackLayoutVersion {
    /// The version string the command line prints.
    package static let current = "0.1.0"
}
