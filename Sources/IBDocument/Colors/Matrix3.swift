/// A 3×3 matrix of `Double`, row-major, for colour-space conversion.
///
/// Only `+`, `-`, `*` and `/` are used, so results are the same on every platform.
struct Matrix3: Equatable, Sendable {
  /// The entries in row-major order: `m[row * 3 + column]`.
  var m: [Double]

  init(_ rows: [[Double]]) {
    m = rows.flatMap { $0 }
    precondition(m.count == 9, "a 3×3 matrix takes three rows of three")
  }

  init(flat: [Double]) {
    m = flat
  }

  subscript(row: Int, column: Int) -> Double { m[row * 3 + column] }

  /// The product `self × other`.
  static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
    var out = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        out[row * 3 + column] =
          lhs[row, 0] * rhs[0, column] + lhs[row, 1] * rhs[1, column]
          + lhs[row, 2] * rhs[2, column]
      }
    }
    return Matrix3(flat: out)
  }

  /// The matrix applied to a column vector.
  func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      self[0, 0] * v.0 + self[0, 1] * v.1 + self[0, 2] * v.2,
      self[1, 0] * v.0 + self[1, 1] * v.1 + self[1, 2] * v.2,
      self[2, 0] * v.0 + self[2, 1] * v.1 + self[2, 2] * v.2
    )
  }

  /// The inverse by cofactors; `nil` for a singular matrix.
  var inverse: Matrix3? {
    let c00 = self[1, 1] * self[2, 2] - self[1, 2] * self[2, 1]
    let c01 = self[1, 2] * self[2, 0] - self[1, 0] * self[2, 2]
    let c02 = self[1, 0] * self[2, 1] - self[1, 1] * self[2, 0]
    let det = self[0, 0] * c00 + self[0, 1] * c01 + self[0, 2] * c02
    guard det != 0, det.isFinite else { return nil }
    let c10 = self[0, 2] * self[2, 1] - self[0, 1] * self[2, 2]
    let c11 = self[0, 0] * self[2, 2] - self[0, 2] * self[2, 0]
    let c12 = self[0, 1] * self[2, 0] - self[0, 0] * self[2, 1]
    let c20 = self[0, 1] * self[1, 2] - self[0, 2] * self[1, 1]
    let c21 = self[0, 2] * self[1, 0] - self[0, 0] * self[1, 2]
    let c22 = self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0]
    return Matrix3(flat: [c00, c10, c20, c01, c11, c21, c02, c12, c22].map { $0 / det })
  }

  /// The RGB → CIE XYZ matrix of an RGB space given by the xy chromaticities of its
  /// primaries and white point (Poynton, "Digital Video and HD", 2nd ed., eq. 26.4).
  static func rgbToXYZ(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double),
    white: (Double, Double)
  ) -> Matrix3? {
    func xyz(_ p: (Double, Double)) -> (Double, Double, Double) {
      (p.0 / p.1, 1, (1 - p.0 - p.1) / p.1)
    }
    let r = xyz(red)
    let g = xyz(green)
    let b = xyz(blue)
    let primaries = Matrix3([[r.0, g.0, b.0], [r.1, g.1, b.1], [r.2, g.2, b.2]])
    guard let inverse = primaries.inverse else { return nil }
    let s = inverse.apply(xyz(white))
    return Matrix3([
      [r.0 * s.0, g.0 * s.1, b.0 * s.2],
      [r.1 * s.0, g.1 * s.1, b.1 * s.2],
      [r.2 * s.0, g.2 * s.1, b.2 * s.2],
    ])
  }
}
