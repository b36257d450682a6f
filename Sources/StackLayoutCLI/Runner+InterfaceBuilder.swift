import StackLayout
import StackLayoutInterfaceBuilder

/// `solve`, `check` and `convert` on storyboards and xibs: every root at every configuration.
extension Runner {
    static func solveInterfaceBuilderFile(_ path: String, _ options: Options) -> FileResult {
        var result = FileResult()
        var start = now()
        let file: InterfaceBuilderFile
        do {
            file = try InterfaceBuilderFile(contentsOfFile: path)
        } catch {
            result.errors.append("\(error)")
            return result
        }
        result.reading = now() - start
        for diagnostic in file.diagnostics {
            (diagnostic.severity == .error ? { result.errors.append("\(diagnostic)") } : { result.warnings.append("\(diagnostic)") })()
        }
        let sizes = IntrinsicSizeSource(rawValue: options.intrinsicSizes) ?? .stored
        var roots = file.roots
        if let wanted = options.root {
            roots = roots.filter { $0.id == wanted }
            if roots.isEmpty {
                result.errors.append("\(path): error: no root with id '\(wanted)'; the roots are "
                                     + file.roots.map(\.id).joined(separator: ", "))
                return result
            }
        }
        var warned = Set<String>()
        for root in roots {
            var previous: InterfaceBuilderLayout?
            for configuration in options.configurations {
                do {
                    start = now()
                    // The same canvas re-solves the layout built for it (a size change is incremental).
                    let layout: InterfaceBuilderLayout
                    if let previous, try previous.canvas == root.canvas(for: configuration),
                       previous.configuration.layoutDirection == configuration.layoutDirection {
                        layout = previous
                    } else {
                        layout = try root.layout(configuration, intrinsicSizes: sizes)
                    }
                    previous = layout
                    for warning in layout.warnings where warned.insert("\(warning)").inserted {
                        result.warnings.append("\(warning)")
                    }
                    result.building += now() - start
                    if options.command == .convert {
                        result.documents.append(layout.documentText)
                        break
                    }
                    start = now()
                    var snapshot = try layout.solve(findAmbiguity: false, inspecting: options.format == .html)
                    result.solving += now() - start
                    start = now()
                    if options.checksAmbiguity { snapshot.diagnostics += layout.ambiguityDiagnostics() }
                    if options.command == .check {
                        snapshot.diagnostics += layout.unusedViewDiagnostics()
                        snapshot.diagnostics += layout.misplacedDiagnostics(in: snapshot)
                    }
                    result.diagnosing += now() - start
                    result.snapshots.append(snapshot)
                } catch {
                    // One bad root does not lose the others.
                    result.errors.append("\(error)")
                    break
                }
            }
        }
        return result
    }
}
