// The solver is a target of its own (Sources/StackLayoutSolver); `import StackLayout` brings
// it along, so the solver's types (Solver, Variable, Expression, Constraint, LayoutPriority)
// need no second import.
@_exported import StackLayoutSolver
