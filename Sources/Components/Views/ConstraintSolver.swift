import Foundation

// How layout uses this solver, across levels of the view tree.
//
// UIKit keeps one engine for a window, so a constraint between views on different levels
// (a label pinned to a view inside its sibling's subview) is solved together with the
// constraints that place every view between them. Here a view's layout solves a *cluster*
// (`LayoutCluster`): its own level (its placed subviews and added guides) and, joined to it,
// every level below that a constraint of the cluster reaches, so that an item's frame in
// the common ancestor's coordinates is the sum of the frames solved in the same solve; a
// placed subview whose size the solve leaves free joins with its own level too, and takes
// its size from its content (bottom up). Each view's frame stays in its superview's
// coordinates (four variables), and a constraint is read in its items' closest common
// ancestor's. The cluster's frames are all set; a deeper view's own layout, later in the
// same pass, solves its cluster again with the levels above it read as they now are, which
// gives the same frames. A level with no constraint reaching past it is solved alone, with
// the rows and arithmetic it always had. Views placed by their own code (a stack view's
// arranged views, frames set in `layoutSubviews`) are read as they are; when one of them
// moved by the time the views below finished their layouts, the view lays out once more.

/// Solves a small system of linear equalities and inequalities by priority, as Auto Layout
/// does for a view's subviews: each row is kept when it agrees with the rows of higher
/// priority already kept, and dropped when it contradicts them.
///
/// Equalities are added to a reduced system one by one, highest priority first (earlier
/// rows first among equals). An inequality starts inactive; after each solve, the violated
/// inequalities of the highest priority become equalities at their bounds and the system is
/// solved again. When every inequality holds but a row of the system was dropped for
/// contradicting those above it, the inequalities of higher priority made equalities are
/// released once each and the solving goes on, so that one binds only where it must, as in
/// UIKit's engine (a label centred with a minimum margin keeps its intrinsic width).
/// Activations and releases stop after a bounded number. Every variable also has a row of
/// the lowest priority holding it at its starting value, so the solution is always whole.
/// The arithmetic runs in a fixed order, so the same constraints give the same frames
/// everywhere.
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

  /// The most activations and releases before the solution is taken as it is.
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
  func solve() -> [Double] { solution().values }

  /// The values of the variables, and, when asked, which of them the rows kept fix (found
  /// once more from the final rows: a layout asks only when a subview's size may be free).
  func solution(reportingDetermined: Bool = false) -> Solution {
    var active = rows.indices.filter { rows[$0].relation == .equal }
    var inequalities = rows.indices.filter { rows[$0].relation != .equal }
    var activated: [Int] = []
    var released = Set<Int>()
    var (solution, contradicted) = solve(using: active)
    for _ in 0..<Self.maximumActivations {
      let violated = inequalities.filter { !isSatisfied(rows[$0], by: solution) }
      if let top = violated.map({ rows[$0].priority }).max() {
        // Every violated inequality of the highest priority at once: a dozen labels below
        // their intrinsic widths take one more solve, not a dozen.
        let batch = violated.filter { rows[$0].priority == top }
        inequalities.removeAll { batch.contains($0) }
        active += batch
        activated += batch
        (solution, contradicted) = solve(using: active)
        continue
      }
      // Every inequality holds, but a row was dropped for contradicting those above it. An
      // inequality of higher priority made an equality while only the rows holding variables
      // at their starting values broke it may be what blocks that row (a centred label's
      // margin, met once the label takes its intrinsic width): release those, once each,
      // and solve on; those that do bind are broken again and come back.
      guard let blocked = contradicted.map({ rows[$0].priority }).max() else { break }
      let batch = activated.filter { rows[$0].priority > blocked && !released.contains($0) }
      guard !batch.isEmpty else { break }
      active.removeAll { batch.contains($0) }
      activated.removeAll { batch.contains($0) }
      inequalities += batch
      released.formUnion(batch)
      (solution, contradicted) = solve(using: active)
    }
    let determined = reportingDetermined ? system(using: active).determinedVariables() : []
    return Solution(values: solution, determined: determined)
  }

  /// Values, with the variables the kept rows fix (the rest took their starting values, or
  /// follow one that did).
  struct Solution {
    var values: [Double]
    var determined: Set<Int>
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

  /// Solves the rows at `indices` as equalities, by priority, then the stays; with the rows
  /// at `indices` dropped for contradicting those above them.
  private func solve(using indices: [Int]) -> (values: [Double], contradicted: [Int]) {
    var system = system(using: indices)
    let contradicted = system.contradicted
    for variable in start.indices {
      var dense = [Double](repeating: 0, count: start.count)
      dense[variable] = 1
      system.add(dense, constant: -start[variable])
    }
    return (system.solution(fallback: start), contradicted)
  }

  /// The rows at `indices` as equalities, by priority.
  private func system(using indices: [Int]) -> ReducedSystem {
    let ordered = indices.sorted {
      rows[$0].priority > rows[$1].priority || (rows[$0].priority == rows[$1].priority && $0 < $1)
    }
    var system = ReducedSystem(count: start.count)
    for index in ordered {
      var dense = [Double](repeating: 0, count: start.count)
      for (variable, coefficient) in rows[index].coefficients { dense[variable] += coefficient }
      if !system.add(dense, constant: rows[index].constant) {
        system.contradicted.append(index)
      }
    }
    return system
  }
}

/// Equalities `a · x + b = 0` in reduced row echelon form; an equality that contradicts
/// those kept, or adds nothing to them, is dropped.
private struct ReducedSystem {
  /// Each kept row with its pivot variable; the pivot's coefficient is 1 and no other row
  /// has that variable.
  private var rows: [(pivot: Int, coefficients: [Double], constant: Double)] = []
  private let count: Int
  /// The indices, among the rows a solver added, of those dropped for contradicting the
  /// rows kept before them (the solver fills it in).
  var contradicted: [Int] = []

  init(count: Int) { self.count = count }

  /// Adds a row; `false` when it contradicts the rows kept (it is dropped), `true` when it
  /// is kept or adds nothing to them.
  @discardableResult
  mutating func add(_ coefficients: [Double], constant: Double) -> Bool {
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
    // Nothing left: redundant when the constant is gone too, else contradicting.
    guard pivot >= 0 else { return abs(b) <= 1e-9 * max(1, abs(constant)) }
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
    return true
  }

  /// The variables whose value the kept rows fix: pivots with no free variable beside them.
  func determinedVariables() -> Set<Int> {
    var result = Set<Int>()
    for row in rows {
      var alone = true
      for i in 0..<count where i != row.pivot && row.coefficients[i] != 0 {
        alone = false
        break
      }
      if alone { result.insert(row.pivot) }
    }
    return result
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
