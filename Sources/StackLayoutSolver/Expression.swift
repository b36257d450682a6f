/// A variable times a coefficient, one term of an ``Expression``.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build one with the arithmetic operators: `x + y * 2 - 8`.
public struct Expression {
    /// The terms, in the order written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    @inlinable
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

// MARK: - Arithmetic

/// A variable, a term or an expression: anything the arithmetic operators combine.
public protocol LinearExpression {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: LinearExpression {
    @inlinable public var expression: Expression { Expression(self) }
}

extension Term: LinearExpression {
    @inlinable public var expression: Expression { Expression([self]) }
}

extension Expression: LinearExpression {
    @inlinable public var expression: Expression { self }
}

@inlinable
public func + <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Expression {
    let l = lhs.expression, r = rhs.expression
    var terms = l.terms
    terms.reserveCapacity(l.terms.count + r.terms.count)
    terms.append(contentsOf: r.terms)
    return Expression(terms, constant: l.constant + r.constant)
}

@inlinable
public func + <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

@inlinable
public func + <R: LinearExpression>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

@inlinable
public func - <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Expression {
    lhs + rhs * -1
}

@inlinable
public func - <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    lhs + -rhs
}

@inlinable
public func - <R: LinearExpression>(lhs: Double, rhs: R) -> Expression {
    rhs * -1 + lhs
}

@inlinable
public prefix func - <E: LinearExpression>(operand: E) -> Expression {
    operand * -1
}

@inlinable
public func * <E: LinearExpression>(lhs: E, rhs: Double) -> Expression {
    let e = lhs.expression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: e.constant * rhs)
}

@inlinable
public func * <E: LinearExpression>(lhs: Double, rhs: E) -> Expression {
    rhs * lhs
}

@inlinable
public func / <E: LinearExpression>(lhs: E, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}
