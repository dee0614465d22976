/// How a key-frame animation fills in the values between its key frames
/// (`CAAnimationCalculationMode`); stored only, as animations show their end state.
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = AnimationCalculationMode(rawValue: "linear")
  public static let discrete = AnimationCalculationMode(rawValue: "discrete")
  public static let paced = AnimationCalculationMode(rawValue: "paced")
  public static let cubic = AnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a key-frame animation's path turns with it
/// (`CAAnimationRotationMode`); stored only.
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}
