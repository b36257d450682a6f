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
        var installed: [LayoutConstraint]?
        root.forEachInSubtree { view in
            guard view.superview != nil, let v = view.variables else { return }
            for axis in LayoutAxis.allCases {
                let (position, size) = axis == .horizontal ? (v.x, v.width) : (v.y, v.height)
                let value = solver.value(of: size)
                guard value < -Self.negativeSizeTolerance else { continue }
                if installed == nil { installed = allInstalledConstraints() }
                let pushing = installed!.filter { holds(view, $0, position, size) }
                result.append(LayoutDiagnostic(negativeSize: view, axis: axis, size: value, constraints: pushing))
            }
        }
        return result
    }

    /// Whether `constraint` reads the view's position or size on an axis and holds with
    /// equality at the solution: one of the constraints that keep the view where it is.
    private func holds(_ view: View, _ constraint: LayoutConstraint, _ position: Variable, _ size: Variable) -> Bool {
        guard let c = constraint.solverConstraint,
              c.expression.terms.contains(where: { $0.variable === position || $0.variable === size }) else { return false }
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
