#if !canImport(Darwin)
  /// A two-dimensional vector (`CGVector`), which Foundation lacks off Apple platforms.
  public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
      dx = 0
      dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    public init(dx: Double, dy: Double) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }

    /// A vector of whole numbers, as Core Graphics gives: `CGVector(dx: 0, dy: 3)` then
    /// takes its literals as `Int`, as it does on iOS, rather than finding two candidates.
    public init(dx: Int, dy: Int) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }

    public static let zero = CGVector()
  }
#endif
