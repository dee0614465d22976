import Foundation

/// Solves a small system of linear equalities and inequalities by priority, as Auto Layout
/// does for a view's subviews: each row is kept when it agrees with the rows of higher
/// priority already kept, and dropped when it contradicts them.
///
/// Equalities are added to a reduced system one by one, highest priority first (earlier
/// rows first among equals). An inequality starts inactive; after each solve, the violated
/// inequalities of the highest priority become equalities at their bounds and the system is
/// solved again, at most a bounded number of times. Every variable also has a row of the
/// lowest priority holding it at its starting value, so the solution is always whole. The
/// arithmetic runs in a fixed order, so the same constraints give the same frames everywhere.
///
/// - Complexity: O(r · n²) per solve for r rows and n variables; at most
///   ``maximumActivations`` + 1 solves.
struct ConstraintSolver {
  /// `Σ coefficients[i] · x[i] + constant (relation) 0`.
  struct Row {
    var coefficients: [Int: Double]
    var constant: Double
    var relation: LayoutConstraint.Relation
    var priority: Float
  }

  /// The most inequalities turned into equalities before the solution is taken as it is.
  static let maximumActivations = 64

  private(set) var rows: [Row] = []
  private let start: [Double]

  /// A solver of `start.count` variables, each held at its starting value at the lowest
  /// priority.
  init(start: [Double]) { self.start = start }

  mutating func add(_ row: Row) {
    guard row.constant.isFinite, row.coefficients.values.allSatisfy(\.isFinite),
      row.coefficients.keys.allSatisfy({ $0 >= 0 && $0 < start.count })
    else { return }
    rows.append(row)
  }

  /// The values of the variables.
  func solve() -> [Double] {
    var active = rows.indices.filter { rows[$0].relation == .equal }
    var inequalities = rows.indices.filter { rows[$0].relation != .equal }
    var solution = solve(using: active)
    for _ in 0..<Self.maximumActivations {
      let violated = inequalities.filter { !isSatisfied(rows[$0], by: solution) }
      guard let top = violated.map({ rows[$0].priority }).max() else { break }
      // Every violated inequality of the highest priority at once: a dozen labels below
      // their intrinsic widths take one more solve, not a dozen.
      let batch = violated.filter { rows[$0].priority == top }
      inequalities.removeAll { batch.contains($0) }
      active += batch
      solution = solve(using: active)
    }
    return solution
  }

  private func isSatisfied(_ row: Row, by x: [Double]) -> Bool {
    // In variable order: a dictionary's order changes from process to process, and sums
    // must not.
    let value = row.coefficients.sorted { $0.key < $1.key }
      .reduce(row.constant) { $0 + $1.value * x[$1.key] }
    switch row.relation {
    case .equal: return abs(value) < 1e-6
    case .lessThanOrEqual: return value <= 1e-6
    case .greaterThanOrEqual: return value >= -1e-6
    }
  }

  /// Solves the rows at `indices` as equalities, by priority, then the stays.
  private func solve(using indices: [Int]) -> [Double] {
    let ordered = indices.sorted {
      rows[$0].priority > rows[$1].priority || (rows[$0].priority == rows[$1].priority && $0 < $1)
    }
    var system = ReducedSystem(count: start.count)
    for index in ordered {
      var dense = [Double](repeating: 0, count: start.count)
      for (variable, coefficient) in rows[index].coefficients { dense[variable] += coefficient }
      system.add(dense, constant: rows[index].constant)
    }
    for variable in start.indices {
      var dense = [Double](repeating: 0, count: start.count)
      dense[variable] = 1
      system.add(dense, constant: -start[variable])
    }
    return system.solution(fallback: start)
  }
}

/// Equalities `a · x + b = 0` in reduced row echelon form; an equality that contradicts
/// those kept, or adds nothing to them, is dropped.
private struct ReducedSystem {
  /// Each kept row with its pivot variable; the pivot's coefficient is 1 and no other row
  /// has that variable.
  private var rows: [(pivot: Int, coefficients: [Double], constant: Double)] = []
  private let count: Int

  init(count: Int) { self.count = count }

  mutating func add(_ coefficients: [Double], constant: Double) {
    var a = coefficients
    var b = constant
    for row in rows where a[row.pivot] != 0 {
      let factor = a[row.pivot]
      for i in 0..<count where row.coefficients[i] != 0 { a[i] -= factor * row.coefficients[i] }
      b -= factor * row.constant
    }
    var pivot = -1
    var largest = 1e-9
    for i in 0..<count where abs(a[i]) > largest {
      largest = abs(a[i])
      pivot = i
    }
    guard pivot >= 0 else { return }  // redundant, or contradicting what is kept
    let scale = a[pivot]
    for i in 0..<count { a[i] /= scale }
    a[pivot] = 1
    b /= scale
    for index in rows.indices where rows[index].coefficients[pivot] != 0 {
      let factor = rows[index].coefficients[pivot]
      for i in 0..<count where a[i] != 0 { rows[index].coefficients[i] -= factor * a[i] }
      rows[index].coefficients[pivot] = 0
      rows[index].constant -= factor * b
    }
    rows.append((pivot, a, b))
  }

  /// The solution: each pivot variable from its row, free variables at `fallback`.
  func solution(fallback: [Double]) -> [Double] {
    var x = fallback
    var pivots = Set<Int>()
    for row in rows { pivots.insert(row.pivot) }
    for row in rows {
      var value = -row.constant
      for i in 0..<count where i != row.pivot && row.coefficients[i] != 0 && !pivots.contains(i) {
        value -= row.coefficients[i] * fallback[i]
      }
      x[row.pivot] = value
    }
    return x
  }
}
