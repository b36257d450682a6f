/// Views laid out with a negative width or height. UIKit says nothing about them (a frame
/// with a negative size is legal there); `check` reports them, with the constraints that hold
/// the view there.
extension View {
    /// Every view of the tree laid out with a negative width or height, one diagnostic per
    /// view and axis, naming the constraints that hold it there (see
    /// ``LayoutDiagnostic/constraints``).
    public func negativeSizeDiagnostics() -> [LayoutDiagnostic] {
        let engine = self.engine
        engine.layoutIfNeeded()
        return engine.negativeSizeDiagnostics()
    }
}

extension LayoutEngine {
    /// The size under which a width or height counts as negative (solver rounding aside).
    static let negativeSizeTolerance = 1e-6

    func negativeSizeDiagnostics() -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        var installed: [(constraint: LayoutConstraint, reads: Set<ObjectIdentifier>)]?
        // Which constraints read a view's position is asked in root coordinates (a frame's
        // position is one variable there; see ``inRootCoordinates(_:)``).
        inRootCoordinates {
            root.forEachInSubtree { view in
                guard view.superview != nil, let v = view.variables else { return }
                for axis in LayoutAxis.allCases {
                    let size = axis == .horizontal ? v.width : v.height
                    let value = solver.value(of: size)
                    guard value < -Self.negativeSizeTolerance else { continue }
                    let root = rootPositionVariables(of: view)
                    let position = axis == .horizontal ? root.x : root.y
                    if installed == nil {
                        installed = allInstalledConstraints().map { c in
                            (c, Set(rootExpression(of: c).terms.map { ObjectIdentifier($0.variable) }))
                        }
                    }
                    let pushing = installed!.filter { entry in
                        (entry.reads.contains(ObjectIdentifier(position)) || entry.reads.contains(ObjectIdentifier(size)))
                            && holds(entry.constraint)
                    }.map(\.constraint)
                    result.append(LayoutDiagnostic(negativeSize: view, axis: axis, size: value, constraints: pushing))
                }
            }
        }
        return result
    }

    /// Whether `constraint` holds with equality at the solution.
    private func holds(_ constraint: LayoutConstraint) -> Bool {
        guard let c = constraint.solverConstraint else { return false }
        var value = c.expression.constant, magnitude = abs(c.expression.constant)
        for term in c.expression.terms {
            let x = term.coefficient * solver.value(of: term.variable)
            value += x
            magnitude += abs(x)
        }
        return abs(value) <= 1e-9 * max(1, magnitude)
    }

    /// The constraints of the tree in the solver: the app's, then each view's generated ones
    /// (frames, intrinsic sizes, a container's rules), depth first.
    func allInstalledConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        root.forEachInSubtree { view in
            let all = view.constraints + view.generated.frame + view.generated.intrinsic + view.generated.internalRules
            result += all.filter { $0.solverConstraint != nil }
        }
        return result
    }
}
